import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { QnaAnswer, QnaEntry, qnaCreateSchema } from '../../contract/qna';
import type { DB } from '../client';
import type { MediaUse } from './media-usage';
import type { QnaAnswersTable, QnaQuestionsTable } from '../tables/content';
import { flag, json, readOnly, rowMapping } from './row-mapping';
import { newId, nowIso, todayIso } from './shared';

export type QnaValues = z.output<typeof qnaCreateSchema>;
type AnswerValues = QnaValues['answers'][number];

/** Staff's moderation view sees hidden content too, each item with its flag. */
export interface VisibilityOptions {
  includeHidden?: boolean | undefined;
}

const fields = rowMapping<QnaQuestionsTable, QnaEntry, QnaValues>()({
  _id: readOnly('id'),
  id: readOnly('id'),
  question: 'question',
  author: 'author',
  category: 'category',
  level: 'level',
  // The date a question was asked is kept when an edit leaves it out.
  date: { column: 'date', write: (date) => date || undefined },
  answered: flag('answered'),
  tags: json('tags', [] as string[]),
  hidden: { ...flag('hidden'), write: false },
});
type Row = Pick<Selectable<QnaQuestionsTable>, (typeof fields.columns)[number]>;

/** Staff's moderation view sees each entry's hidden flag; the public one does not. */
function toEntry(row: Row, answers: QnaAnswer[], withFlag = false): QnaEntry {
  const { hidden, ...entry } = fields.toRecord(row);
  return withFlag ? { hidden, ...entry, answers } : { ...entry, answers };
}

const answerFields = rowMapping<QnaAnswersTable, QnaAnswer, AnswerValues>()({
  id: readOnly('id'),
  author: 'author',
  content: 'content',
  date: { column: 'date', write: (date) => date },
  helpful: 'helpful',
  hidden: { ...flag('hidden'), write: false },
});

function toAnswer(
  row: Pick<Selectable<QnaAnswersTable>, (typeof answerFields.columns)[number]>,
  withFlag = false,
): QnaAnswer {
  const { hidden, ...answer } = answerFields.toRecord(row);
  return withFlag ? { hidden, ...answer } : answer;
}

export function qnaRepository(db: DB) {
  /** Runs `work` in a transaction, or in the caller's when there already is one (seeding). */
  const atomically = <T>(work: (trx: DB) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(db) : db.transaction().execute(work);

  /** Entries with their visible answers, most helpful first: two queries, not one per question. */
  async function withAnswers(
    rows: Row[],
    source: DB = db,
    includeHidden = false,
  ): Promise<QnaEntry[]> {
    if (rows.length === 0) return [];
    let query = source
      .selectFrom('qna_answers')
      .select([...answerFields.columns, 'question_id'])
      .where(
        'question_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('helpful', 'desc')
      .orderBy('date')
      .orderBy('created_at');
    if (!includeHidden) query = query.where('hidden', '=', 0);
    const answers = await query.execute();
    // Grouped by hand: Map.groupBy is not in Node 20.
    const byQuestion = new Map<string, QnaAnswer[]>();
    for (const answer of answers) {
      const list = byQuestion.get(answer.question_id);
      if (list) list.push(toAnswer(answer, includeHidden));
      else byQuestion.set(answer.question_id, [toAnswer(answer, includeHidden)]);
    }
    return rows.map((row) => toEntry(row, byQuestion.get(row.id) ?? [], includeHidden));
  }

  /**
   * Replaces the visible answers of a question. Hidden (moderated) answers stay as they are; an
   * answer sent with the id of a visible one keeps that id, so links to it survive an edit.
   */
  async function replaceAnswers(
    trx: DB,
    questionId: string,
    answers: AnswerValues[],
  ): Promise<void> {
    const visible = await trx
      .selectFrom('qna_answers')
      .select(['id', 'date', 'created_at'])
      .where('question_id', '=', questionId)
      .where('hidden', '=', 0)
      .execute();
    const existing = new Map(visible.map((answer) => [answer.id, answer]));
    if (visible.length > 0) {
      await trx
        .deleteFrom('qna_answers')
        .where('question_id', '=', questionId)
        .where('hidden', '=', 0)
        .execute();
    }
    if (answers.length === 0) return;
    const now = nowIso();
    await trx
      .insertInto('qna_answers')
      .values(
        answers.map((answer) => {
          const kept = answer.id === undefined ? undefined : existing.get(answer.id);
          return answerFields.toRow(answer, {
            id: kept?.id ?? newId(),
            question_id: questionId,
            hidden: 0,
            date: kept?.date ?? todayIso(),
            created_at: kept?.created_at ?? now,
          });
        }),
      )
      .execute();
  }

  const visibleQuestion = (id: string) =>
    db
      .selectFrom('qna_questions')
      .select(fields.columns)
      .where('id', '=', id)
      .where('hidden', '=', 0);

  return {
    /** Newest question first; hidden questions and answers are left out. */
    async list(options: VisibilityOptions = {}): Promise<QnaEntry[]> {
      let query = db
        .selectFrom('qna_questions')
        .select(fields.columns)
        .orderBy('date', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      if (!options.includeHidden) query = query.where('hidden', '=', 0);
      return withAnswers(await query.execute(), db, options.includeHidden);
    },

    async get(id: string, options: VisibilityOptions = {}): Promise<QnaEntry | undefined> {
      const row = options.includeHidden
        ? await db
            .selectFrom('qna_questions')
            .select(fields.columns)
            .where('id', '=', id)
            .executeTakeFirst()
        : await visibleQuestion(id).executeTakeFirst();
      return row ? (await withAnswers([row], db, options.includeHidden))[0] : undefined;
    },

    async create(values: QnaValues): Promise<QnaEntry> {
      return atomically(async (trx) => {
        const now = nowIso();
        const row = await trx
          .insertInto('qna_questions')
          .values(
            fields.toRow(
              { ...values, answered: values.answered ?? values.answers.length > 0 },
              { id: newId(), hidden: 0, date: todayIso(), created_at: now, updated_at: now },
            ),
          )
          .returning(fields.columns)
          .executeTakeFirstOrThrow();
        await replaceAnswers(trx, row.id, values.answers);
        return (await withAnswers([row], trx))[0] as QnaEntry;
      });
    },

    /** `answers`, when given, replaces the answer set; `answered` then follows it unless given too. */
    async update(id: string, values: Partial<QnaValues>): Promise<QnaEntry | undefined> {
      return atomically(async (trx) => {
        const { answers, answered, ...question } = values;
        const row = await trx
          .updateTable('qna_questions')
          .set({
            ...fields.changes({
              ...question,
              answered: answered ?? (answers ? answers.length > 0 : undefined),
            }),
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returning(fields.columns)
          .executeTakeFirst();
        if (!row) return undefined;
        if (answers) await replaceAnswers(trx, id, answers);
        return (await withAnswers([row], trx))[0];
      });
    },

    /** Its answers go with it (the foreign key cascades). */
    async remove(id: string): Promise<QnaEntry | undefined> {
      const row = await db
        .deleteFrom('qna_questions')
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toEntry(row, []);
    },

    /** Q&A rows hold no files; here so every content repository answers the media sweep alike. */
    async mediaUses(): Promise<MediaUse[]> {
      return [];
    },
  };
}
