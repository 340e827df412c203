import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { CategoryId, Level, TutorialType } from '../../contract/constants';
import type { Tutorial, TutorialComment, tutorialCreateSchema } from '../../contract/tutorials';
import type { DB } from '../client';
import type { TutorialCommentsTable, TutorialsTable } from '../tables/content';
import {
  changedColumns,
  fromJson,
  newId,
  nowIso,
  orNull,
  orUndefined,
  todayIso,
  toJson,
} from './shared';

type Row = Selectable<TutorialsTable>;
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

function toTutorial(row: Row, comments: TutorialComment[]): Tutorial {
  return {
    _id: row.id,
    type: row.type as TutorialType,
    title: row.title,
    description: row.description,
    thumbnail: orUndefined(row.thumbnail),
    duration: orUndefined(row.duration),
    level: row.level as Level,
    category: row.category as CategoryId,
    lecturer: row.lecturer,
    views: row.views,
    pdfUrl: orUndefined(row.pdf_url),
    videoUrl: orUndefined(row.video_url),
    keywords: fromJson<string[]>(row.keywords, []),
    uploadDate: row.upload_date,
    comments,
  };
}

const toComment = (row: Selectable<TutorialCommentsTable>): TutorialComment => ({
  id: row.id,
  author: row.author,
  date: row.date,
  content: row.content,
});

const columns: { [K in keyof TutorialValues]-?: (value: TutorialValues[K]) => Partial<Row> } = {
  type: (type) => ({ type }),
  title: (title) => ({ title }),
  description: (description) => ({ description }),
  thumbnail: (thumbnail) => ({ thumbnail: orNull(thumbnail) }),
  duration: (duration) => ({ duration: orNull(duration) }),
  level: (level) => ({ level }),
  category: (category) => ({ category }),
  lecturer: (lecturer) => ({ lecturer }),
  views: (views) => ({ views }),
  pdfUrl: (pdfUrl) => ({ pdf_url: orNull(pdfUrl) }),
  videoUrl: (videoUrl) => ({ video_url: orNull(videoUrl) }),
  keywords: (keywords) => ({ keywords: toJson(keywords) }),
  // The upload date is a fact about the upload: clearing it is not a thing, so absent keeps it.
  uploadDate: (uploadDate) => (uploadDate ? { upload_date: uploadDate } : {}),
};

export function tutorialsRepository(db: DB) {
  /** The tutorials with their visible comments, oldest comment first: two queries, not one per tutorial. */
  async function withComments(rows: Row[], includeHidden = false): Promise<Tutorial[]> {
    if (rows.length === 0) return [];
    let query = db
      .selectFrom('tutorial_comments')
      .selectAll()
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
      const item = includeHidden
        ? { ...toComment(comment), hidden: comment.hidden === 1 }
        : toComment(comment);
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
        .selectAll()
        .orderBy('upload_date', 'desc')
        .orderBy('created_at', 'desc');
      if (filter.category) query = query.where('category', '=', filter.category);
      if (filter.level) query = query.where('level', '=', filter.level);
      return withComments(await query.execute());
    },

    async get(id: string, options: { includeHidden?: boolean | undefined } = {}) {
      return one(
        await db.selectFrom('tutorials').selectAll().where('id', '=', id).executeTakeFirst(),
        options.includeHidden,
      );
    },

    async create(values: TutorialValues): Promise<Tutorial> {
      const now = nowIso();
      const row = await db
        .insertInto('tutorials')
        .values({
          id: newId(),
          type: values.type,
          title: values.title,
          description: values.description,
          thumbnail: orNull(values.thumbnail),
          duration: orNull(values.duration),
          level: values.level,
          category: values.category,
          lecturer: values.lecturer,
          views: values.views,
          pdf_url: orNull(values.pdfUrl),
          video_url: orNull(values.videoUrl),
          keywords: toJson(values.keywords),
          upload_date: values.uploadDate ?? todayIso(),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toTutorial(row, []);
    },

    async update(id: string, values: Partial<TutorialValues>): Promise<Tutorial | undefined> {
      const row = await db
        .updateTable('tutorials')
        .set({ ...changedColumns(values, columns), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return one(row);
    },

    /** Its comments go with it (the foreign key cascades). */
    async remove(id: string): Promise<Tutorial | undefined> {
      const row = await db
        .deleteFrom('tutorials')
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toTutorial(row, []);
    },

    async addComment(tutorialId: string, values: TutorialCommentValues): Promise<TutorialComment> {
      const now = nowIso();
      const row = await db
        .insertInto('tutorial_comments')
        .values({
          id: newId(),
          tutorial_id: tutorialId,
          author: values.author,
          content: values.content,
          date: values.date ?? now,
          hidden: 0,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toComment(row);
    },

    async referencedMedia(): Promise<string[]> {
      const rows = await db.selectFrom('tutorials').select(['thumbnail', 'pdf_url']).execute();
      return rows.flatMap((row) =>
        [row.thumbnail, row.pdf_url].filter((url): url is string => url !== null),
      );
    },
  };
}
