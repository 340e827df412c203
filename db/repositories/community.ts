import { sql } from 'kysely';
import type { DB } from '../client';
import { fromFlag, toFlag } from '../dialect';
import { newId, nowIso, todayIso } from './shared';

/** A tutorial comment as the moderation screen sees it: with its tutorial and its hidden flag. */
export interface ModeratedComment {
  id: string;
  tutorialId: string;
  tutorialTitle: string;
  author: string;
  content: string;
  date: string;
  hidden: boolean;
}

/**
 * Community posting (issue 11): public answers and helpful marks, and staff
 * moderation (hide, unhide, delete) of answers and tutorial comments.
 */
export function communityRepository(db: DB) {
  return {
    /** Adds a visible answer to a visible question; undefined when there is no such question. */
    async addAnswer(questionId: string, author: string, content: string) {
      const question = await db
        .selectFrom('qna_questions')
        .select('id')
        .where('id', '=', questionId)
        .where('hidden', '=', 0)
        .executeTakeFirst();
      if (!question) return undefined;
      const row = await db
        .insertInto('qna_answers')
        .values({
          id: newId(),
          question_id: questionId,
          author,
          content,
          helpful: 0,
          hidden: 0,
          date: todayIso(),
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Whether a visible answer of a visible question exists. */
    async visibleAnswer(questionId: string, answerId: string): Promise<boolean> {
      const row = await db
        .selectFrom('qna_answers')
        .innerJoin('qna_questions', 'qna_questions.id', 'qna_answers.question_id')
        .select('qna_answers.id')
        .where('qna_answers.id', '=', answerId)
        .where('qna_answers.question_id', '=', questionId)
        .where('qna_answers.hidden', '=', 0)
        .where('qna_questions.hidden', '=', 0)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Marks an answer helpful for one browser: the mark's primary key makes a second mark from the
     * same browser a no-op, and no more than `perAddress` marks on one answer come from one
     * address. Answers the new count, 'already' when this browser had marked it, or 'address-full'.
     */
    async markHelpful(
      answerId: string,
      client: { visitorHash: string; addressHash: string },
      perAddress: number,
    ): Promise<number | 'already' | 'address-full'> {
      return db.transaction().execute(async (trx) => {
        const mine = await trx
          .selectFrom('qna_helpful_marks')
          .select('answer_id')
          .where('answer_id', '=', answerId)
          .where('client_hash', '=', client.visitorHash)
          .executeTakeFirst();
        if (mine) return 'already';
        const fromAddress = await trx
          .selectFrom('qna_helpful_marks')
          .select((eb) => eb.fn.countAll<number>().as('marks'))
          .where('answer_id', '=', answerId)
          .where('address_hash', '=', client.addressHash)
          .executeTakeFirstOrThrow();
        if (Number(fromAddress.marks) >= perAddress) return 'address-full';
        const inserted = await trx
          .insertInto('qna_helpful_marks')
          .values({
            answer_id: answerId,
            client_hash: client.visitorHash,
            address_hash: client.addressHash,
            created_at: nowIso(),
          })
          .onConflict((oc) => oc.columns(['answer_id', 'client_hash']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return 'already';
        const row = await trx
          .updateTable('qna_answers')
          .set({ helpful: sql<number>`helpful + 1` })
          .where('id', '=', answerId)
          .returning('helpful')
          .executeTakeFirstOrThrow();
        return row.helpful;
      });
    },

    /** Which of these answers this browser has marked helpful (each mark counted once). */
    async markedBy(visitorHash: string, answerIds: readonly string[]): Promise<string[]> {
      if (answerIds.length === 0) return [];
      const rows = await db
        .selectFrom('qna_helpful_marks')
        .select('answer_id')
        .where('client_hash', '=', visitorHash)
        .where('answer_id', 'in', [...answerIds])
        .execute();
      return rows.map((row) => row.answer_id);
    },

    async setQuestionHidden(id: string, hidden: boolean): Promise<boolean> {
      const result = await db
        .updateTable('qna_questions')
        .set({ hidden: toFlag(hidden), updated_at: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async setAnswerHidden(questionId: string, id: string, hidden: boolean): Promise<boolean> {
      const result = await db
        .updateTable('qna_answers')
        .set({ hidden: toFlag(hidden) })
        .where('id', '=', id)
        .where('question_id', '=', questionId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async removeAnswer(questionId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('qna_answers')
        .where('id', '=', id)
        .where('question_id', '=', questionId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async setCommentHidden(tutorialId: string, id: string, hidden: boolean): Promise<boolean> {
      const result = await db
        .updateTable('tutorial_comments')
        .set({ hidden: toFlag(hidden) })
        .where('id', '=', id)
        .where('tutorial_id', '=', tutorialId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async removeComment(tutorialId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('tutorial_comments')
        .where('id', '=', id)
        .where('tutorial_id', '=', tutorialId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Every tutorial comment, hidden ones too, newest first: the moderation screen's list. */
    async allComments(): Promise<ModeratedComment[]> {
      const rows = await db
        .selectFrom('tutorial_comments')
        .innerJoin('tutorials', 'tutorials.id', 'tutorial_comments.tutorial_id')
        .select([
          'tutorial_comments.id',
          'tutorial_comments.tutorial_id',
          'tutorials.title',
          'tutorial_comments.author',
          'tutorial_comments.content',
          'tutorial_comments.date',
          'tutorial_comments.hidden',
        ])
        .orderBy('tutorial_comments.created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        tutorialId: row.tutorial_id,
        tutorialTitle: row.title,
        author: row.author,
        content: row.content,
        date: row.date,
        hidden: fromFlag(row.hidden),
      }));
    },
  };
}
