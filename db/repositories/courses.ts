import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { z } from 'zod';
import { categoryIds, type CategoryId, type Level } from '../../contract/constants';
import { normalizeCourseCode, type Course, type courseCreateSchema } from '../../contract/courses';
import type { DB } from '../client';
import type { Database } from '../schema';
import type { CoursesTable } from '../tables/content';
import { changedColumns, fromJson, newId, nowIso, toJson } from './shared';

type Row = Selectable<CoursesTable>;
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

function toCourse(row: Row): Course {
  return {
    _id: row.id,
    id: row.code,
    title: row.title,
    description: row.description,
    credits: row.credits,
    category: row.category as CategoryId,
    level: row.level as Level,
    outline: fromJson<string[]>(row.outline, []),
    materials: fromJson<Course['materials']>(row.materials, []),
    pastQuestions: fromJson<Course['pastQuestions']>(row.past_questions, []),
  };
}

const columns: { [K in keyof CourseValues]-?: (value: CourseValues[K]) => Partial<Row> } = {
  id: (code) => ({ code }),
  title: (title) => ({ title }),
  description: (description) => ({ description }),
  credits: (credits) => ({ credits }),
  category: (category) => ({ category }),
  level: (level) => ({ level }),
  outline: (outline) => ({ outline: toJson(outline) }),
  materials: (materials) => ({ materials: toJson(materials) }),
  pastQuestions: (pastQuestions) => ({ past_questions: toJson(pastQuestions) }),
};

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
        .selectAll()
        .orderBy(categoryOrder)
        .orderBy('level')
        .orderBy('code');
      if (filter.category) query = query.where('category', '=', filter.category);
      if (filter.level) query = query.where('level', '=', filter.level);
      return (await query.execute()).map(toCourse);
    },

    async get(key: string): Promise<Course | undefined> {
      const row = await db.selectFrom('courses').selectAll().where(byKey(key)).executeTakeFirst();
      return row && toCourse(row);
    },

    async create(values: CourseValues): Promise<Course> {
      const now = nowIso();
      const row = await rejectingTakenCode(values.id, () =>
        db
          .insertInto('courses')
          .values({
            id: newId(),
            code: values.id,
            title: values.title,
            description: values.description,
            credits: values.credits,
            category: values.category,
            level: values.level,
            outline: toJson(values.outline),
            materials: toJson(values.materials),
            past_questions: toJson(values.pastQuestions),
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toCourse(row);
    },

    async update(key: string, values: Partial<CourseValues>): Promise<Course | undefined> {
      const row = await rejectingTakenCode(values.id, () =>
        db
          .updateTable('courses')
          .set({ ...changedColumns(values, columns), updated_at: nowIso() })
          .where(byKey(key))
          .returningAll()
          .executeTakeFirst(),
      );
      return row && toCourse(row);
    },

    async remove(key: string): Promise<Course | undefined> {
      const row = await db
        .deleteFrom('courses')
        .where(byKey(key))
        .returningAll()
        .executeTakeFirst();
      return row && toCourse(row);
    },

    async referencedMedia(): Promise<string[]> {
      const rows = await db.selectFrom('courses').select(['materials', 'past_questions']).execute();
      return rows.flatMap((row) => [
        ...fromJson<{ url: string }[]>(row.materials, []).map((material) => material.url),
        ...fromJson<{ url: string }[]>(row.past_questions, []).map((paper) => paper.url),
      ]);
    },
  };
}
