import { sql, type ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import { categoryIds, type CategoryId, type Level } from '../../contract/constants';
import { normalizeCourseCode, type Course, type courseCreateSchema } from '../../contract/courses';
import type { DB } from '../client';
import type { MediaUse } from './media-usage';
import type { Database } from '../schema';
import type { CoursesTable } from '../tables/content';
import { json, readOnly, rowMapping } from './row-mapping';
import { fromJson, newId, nowIso } from './shared';

export type CourseValues = z.output<typeof courseCreateSchema>;

/** A course code is unique: creating or renaming onto a taken one is refused. */
export class CourseCodeTakenError extends Error {
  constructor(readonly code: string) {
    super(`A course with code ${code} already exists`);
  }
}

/** SQLite and PostgreSQL report a unique-constraint violation under different codes. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

const fields = rowMapping<CoursesTable, Course, CourseValues>()({
  _id: readOnly('id'),
  id: 'code',
  title: 'title',
  description: 'description',
  credits: 'credits',
  category: 'category',
  level: 'level',
  outline: json('outline', [] as string[]),
  materials: json('materials', [] as Course['materials']),
  pastQuestions: json('past_questions', [] as Course['pastQuestions']),
});
const toCourse = fields.toRecord;

/** Categories in the order the site presents them, not alphabetically. */
const categoryOrder = sql<number>`case ${sql.ref('category')} ${sql.join(
  categoryIds.map((id, index) => sql`when ${id} then ${sql.lit(index)}`),
  sql` `,
)} else ${sql.lit(categoryIds.length)} end`;

export function coursesRepository(db: DB) {
  /** `key` is a row id or a course code in any case or spacing. */
  const byKey = (key: string) => (eb: ExpressionBuilder<Database, 'courses'>) => {
    const code = normalizeCourseCode(key);
    return code ? eb.or([eb('id', '=', key), eb('code', '=', code)]) : eb('id', '=', key);
  };

  async function rejectingTakenCode<T>(
    code: string | undefined,
    write: () => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (code && isUniqueViolation(error)) throw new CourseCodeTakenError(code);
      throw error;
    }
  }

  return {
    async list(
      filter: { category?: CategoryId | undefined; level?: Level | undefined } = {},
    ): Promise<Course[]> {
      let query = db
        .selectFrom('courses')
        .select(fields.columns)
        .orderBy(categoryOrder)
        .orderBy('level')
        .orderBy('code');
      if (filter.category) query = query.where('category', '=', filter.category);
      if (filter.level) query = query.where('level', '=', filter.level);
      return (await query.execute()).map(toCourse);
    },

    async get(key: string): Promise<Course | undefined> {
      const row = await db
        .selectFrom('courses')
        .select(fields.columns)
        .where(byKey(key))
        .executeTakeFirst();
      return row && toCourse(row);
    },

    async create(values: CourseValues): Promise<Course> {
      const now = nowIso();
      const row = await rejectingTakenCode(values.id, () =>
        db
          .insertInto('courses')
          .values(fields.toRow(values, { id: newId(), created_at: now, updated_at: now }))
          .returning(fields.columns)
          .executeTakeFirstOrThrow(),
      );
      return toCourse(row);
    },

    async update(key: string, values: Partial<CourseValues>): Promise<Course | undefined> {
      const row = await rejectingTakenCode(values.id, () =>
        db
          .updateTable('courses')
          .set({ ...fields.changes(values), updated_at: nowIso() })
          .where(byKey(key))
          .returning(fields.columns)
          .executeTakeFirst(),
      );
      return row && toCourse(row);
    },

    async remove(key: string): Promise<Course | undefined> {
      const row = await db
        .deleteFrom('courses')
        .where(byKey(key))
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toCourse(row);
    },

    async mediaUses(): Promise<MediaUse[]> {
      const rows = await db
        .selectFrom('courses')
        .select(['id', 'code', 'materials', 'past_questions'])
        .execute();
      type Listed = { url: string; title?: string };
      return rows.flatMap((row) => [
        ...fromJson<Listed[]>(row.materials, []).map((material) => ({
          url: material.url,
          place: 'course-material' as const,
          id: row.id,
          title: row.code,
          detail: material.title,
        })),
        ...fromJson<Listed[]>(row.past_questions, []).map((paper) => ({
          url: paper.url,
          place: 'course-past-question' as const,
          id: row.id,
          title: row.code,
          detail: paper.title,
        })),
      ]);
    },
  };
}
