import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { CategoryId, Level, ResourceType } from '../../contract/constants';
import type { LearningResource, learningResourceCreateSchema } from '../../contract/resources';
import type { DB } from '../client';
import { fromFlag, toFlag } from '../dialect';
import type { LearningResourcesTable } from '../tables/content';
import { changedColumns, fromJson, newId, nowIso, orNull, orUndefined, toJson } from './shared';

type Row = Selectable<LearningResourcesTable>;
export type LearningResourceValues = z.output<typeof learningResourceCreateSchema>;

function toResource(row: Row): LearningResource {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type as ResourceType,
    category: row.category as CategoryId,
    level: orUndefined(row.level) as Level | undefined,
    keywords: fromJson<string[]>(row.keywords, []),
    thumbnail: orUndefined(row.thumbnail),
    url: row.url,
    downloadable: fromFlag(row.downloadable),
  };
}

const columns: {
  [K in keyof LearningResourceValues]-?: (value: LearningResourceValues[K]) => Partial<Row>;
} = {
  title: (title) => ({ title }),
  description: (description) => ({ description }),
  type: (type) => ({ type }),
  category: (category) => ({ category }),
  level: (level) => ({ level: orNull(level) }),
  keywords: (keywords) => ({ keywords: toJson(keywords) }),
  thumbnail: (thumbnail) => ({ thumbnail: orNull(thumbnail) }),
  url: (url) => ({ url }),
  downloadable: (downloadable) => ({ downloadable: toFlag(downloadable) }),
};

export function resourcesRepository(db: DB) {
  return {
    /** Newest first; the id breaks ties between rows written in the same millisecond (seeding). */
    async list(): Promise<LearningResource[]> {
      const rows = await db
        .selectFrom('learning_resources')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toResource);
    },

    async get(id: string): Promise<LearningResource | undefined> {
      const row = await db
        .selectFrom('learning_resources')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toResource(row);
    },

    async create(values: LearningResourceValues): Promise<LearningResource> {
      const now = nowIso();
      const row = await db
        .insertInto('learning_resources')
        .values({
          id: newId(),
          title: values.title,
          description: values.description,
          type: values.type,
          category: values.category,
          level: orNull(values.level),
          keywords: toJson(values.keywords),
          thumbnail: orNull(values.thumbnail),
          url: values.url,
          downloadable: toFlag(values.downloadable),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toResource(row);
    },

    async update(
      id: string,
      values: Partial<LearningResourceValues>,
    ): Promise<LearningResource | undefined> {
      const row = await db
        .updateTable('learning_resources')
        .set({ ...changedColumns(values, columns), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toResource(row);
    },

    async remove(id: string): Promise<LearningResource | undefined> {
      const row = await db
        .deleteFrom('learning_resources')
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toResource(row);
    },

    async referencedMedia(): Promise<string[]> {
      const rows = await db.selectFrom('learning_resources').select(['thumbnail', 'url']).execute();
      return rows.flatMap((row) =>
        [row.thumbnail, row.url].filter((url): url is string => url !== null),
      );
    },
  };
}
