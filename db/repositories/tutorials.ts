import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { CategoryId, Level } from '../../contract/constants';
import type { Tutorial, TutorialComment, tutorialCreateSchema } from '../../contract/tutorials';
import type { DB } from '../client';
import type { MediaUse } from './media-usage';
import type { TutorialCommentsTable, TutorialsTable } from '../tables/content';
import { flag, json, optional, readOnly, rowMapping } from './row-mapping';
import { newId, nowIso, todayIso } from './shared';

export type TutorialValues = z.output<typeof tutorialCreateSchema>;

export interface TutorialCommentValues {
  author: string;
  content: string;
  /** When the comment was made; now when left out. */
  date?: string | undefined;
}

export interface TutorialFilter {
  category?: CategoryId | undefined;
  level?: Level | undefined;
}

const fields = rowMapping<TutorialsTable, Tutorial, TutorialValues>()({
  _id: readOnly('id'),
  type: 'type',
  title: 'title',
  description: 'description',
  thumbnail: optional('thumbnail'),
  duration: optional('duration'),
  level: 'level',
  category: 'category',
  lecturer: 'lecturer',
  views: 'views',
  pdfUrl: optional('pdf_url'),
  videoUrl: optional('video_url'),
  keywords: json('keywords', [] as string[]),
  // The upload date is a fact about the upload: clearing it is not a thing, so absent keeps it.
  uploadDate: { column: 'upload_date', write: (uploadDate) => uploadDate || undefined },
});
type Row = Pick<Selectable<TutorialsTable>, (typeof fields.columns)[number]>;

const toTutorial = (row: Row, comments: TutorialComment[]): Tutorial => ({
  ...fields.toRecord(row),
  comments,
});

const commentFields = rowMapping<TutorialCommentsTable, TutorialComment, TutorialCommentValues>()({
  id: readOnly('id'),
  author: 'author',
  date: { column: 'date', write: (date) => date },
  content: 'content',
  hidden: { ...flag('hidden'), write: false },
});

/** A comment, with its hidden flag only for staff's moderation view. */
function toComment(
  row: Pick<Selectable<TutorialCommentsTable>, (typeof commentFields.columns)[number]>,
  withFlag: boolean,
): TutorialComment {
  const { hidden, ...comment } = commentFields.toRecord(row);
  return withFlag ? { ...comment, hidden } : comment;
}

export function tutorialsRepository(db: DB) {
  /** The tutorials with their visible comments, oldest comment first: two queries, not one per tutorial. */
  async function withComments(rows: Row[], includeHidden = false): Promise<Tutorial[]> {
    if (rows.length === 0) return [];
    let query = db
      .selectFrom('tutorial_comments')
      .select([...commentFields.columns, 'tutorial_id'])
      .where(
        'tutorial_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('date')
      .orderBy('created_at');
    // Hidden (moderated) comments are for staff's moderation view only.
    if (!includeHidden) query = query.where('hidden', '=', 0);
    const comments = await query.execute();
    // Grouped by hand: Map.groupBy is not in Node 20.
    const byTutorial = new Map<string, TutorialComment[]>();
    for (const comment of comments) {
      const list = byTutorial.get(comment.tutorial_id);
      const item = toComment(comment, includeHidden);
      if (list) list.push(item);
      else byTutorial.set(comment.tutorial_id, [item]);
    }
    return rows.map((row) => toTutorial(row, byTutorial.get(row.id) ?? []));
  }

  const one = async (row: Row | undefined, includeHidden = false) =>
    row ? (await withComments([row], includeHidden))[0] : undefined;

  return {
    /** Newest upload first. */
    async list(filter: TutorialFilter = {}): Promise<Tutorial[]> {
      let query = db
        .selectFrom('tutorials')
        .select(fields.columns)
        .orderBy('upload_date', 'desc')
        .orderBy('created_at', 'desc');
      if (filter.category) query = query.where('category', '=', filter.category);
      if (filter.level) query = query.where('level', '=', filter.level);
      return withComments(await query.execute());
    },

    async get(id: string, options: { includeHidden?: boolean | undefined } = {}) {
      return one(
        await db
          .selectFrom('tutorials')
          .select(fields.columns)
          .where('id', '=', id)
          .executeTakeFirst(),
        options.includeHidden,
      );
    },

    async create(values: TutorialValues): Promise<Tutorial> {
      const now = nowIso();
      const row = await db
        .insertInto('tutorials')
        .values(
          fields.toRow(values, {
            id: newId(),
            upload_date: todayIso(),
            created_at: now,
            updated_at: now,
          }),
        )
        .returning(fields.columns)
        .executeTakeFirstOrThrow();
      return toTutorial(row, []);
    },

    async update(id: string, values: Partial<TutorialValues>): Promise<Tutorial | undefined> {
      const row = await db
        .updateTable('tutorials')
        .set({ ...fields.changes(values), updated_at: nowIso() })
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return one(row);
    },

    /** Its comments go with it (the foreign key cascades). */
    async remove(id: string): Promise<Tutorial | undefined> {
      const row = await db
        .deleteFrom('tutorials')
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toTutorial(row, []);
    },

    async addComment(tutorialId: string, values: TutorialCommentValues): Promise<TutorialComment> {
      const now = nowIso();
      const row = await db
        .insertInto('tutorial_comments')
        .values(
          commentFields.toRow(values, {
            id: newId(),
            tutorial_id: tutorialId,
            date: now,
            hidden: 0,
            created_at: now,
          }),
        )
        .returning(commentFields.columns)
        .executeTakeFirstOrThrow();
      return toComment(row, false);
    },

    async mediaUses(): Promise<MediaUse[]> {
      const rows = await db
        .selectFrom('tutorials')
        .select(['id', 'title', 'thumbnail', 'pdf_url'])
        .execute();
      return rows.flatMap((row) => [
        ...(row.thumbnail === null
          ? []
          : [
              {
                url: row.thumbnail,
                place: 'tutorial-thumbnail' as const,
                id: row.id,
                title: row.title,
              },
            ]),
        ...(row.pdf_url === null
          ? []
          : [{ url: row.pdf_url, place: 'tutorial-pdf' as const, id: row.id, title: row.title }]),
      ]);
    },
  };
}
