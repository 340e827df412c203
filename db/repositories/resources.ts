import type { z } from 'zod';
import type { Level } from '../../contract/constants';
import type { LearningResource, learningResourceCreateSchema } from '../../contract/resources';
import type { DB } from '../client';
import type { MediaUse } from './media-usage';
import type { LearningResourcesTable } from '../tables/content';
import { flag, json, optional, readOnly, rowMapping } from './row-mapping';
import { newId, nowIso, orNull, orUndefined } from './shared';

export type LearningResourceValues = z.output<typeof learningResourceCreateSchema>;

const fields = rowMapping<LearningResourcesTable, LearningResource, LearningResourceValues>()({
  _id: readOnly('id'),
  id: readOnly('id'),
  title: 'title',
  description: 'description',
  type: 'type',
  category: 'category',
  level: {
    column: 'level',
    read: (level) => orUndefined(level) as Level | undefined,
    write: orNull,
  },
  keywords: json('keywords', [] as string[]),
  thumbnail: optional('thumbnail'),
  url: 'url',
  downloadable: flag('downloadable'),
});
const toResource = fields.toRecord;

export function resourcesRepository(db: DB) {
  return {
    /** Newest first; the id breaks ties between rows written in the same millisecond (seeding). */
    async list(): Promise<LearningResource[]> {
      const rows = await db
        .selectFrom('learning_resources')
        .select(fields.columns)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toResource);
    },

    async get(id: string): Promise<LearningResource | undefined> {
      const row = await db
        .selectFrom('learning_resources')
        .select(fields.columns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toResource(row);
    },

    async create(values: LearningResourceValues): Promise<LearningResource> {
      const now = nowIso();
      const row = await db
        .insertInto('learning_resources')
        .values(fields.toRow(values, { id: newId(), created_at: now, updated_at: now }))
        .returning(fields.columns)
        .executeTakeFirstOrThrow();
      return toResource(row);
    },

    async update(
      id: string,
      values: Partial<LearningResourceValues>,
    ): Promise<LearningResource | undefined> {
      const row = await db
        .updateTable('learning_resources')
        .set({ ...fields.changes(values), updated_at: nowIso() })
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toResource(row);
    },

    async remove(id: string): Promise<LearningResource | undefined> {
      const row = await db
        .deleteFrom('learning_resources')
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toResource(row);
    },

    async mediaUses(): Promise<MediaUse[]> {
      const rows = await db
        .selectFrom('learning_resources')
        .select(['id', 'title', 'thumbnail', 'url'])
        .execute();
      return rows.flatMap((row) => [
        ...(row.thumbnail === null
          ? []
          : [
              {
                url: row.thumbnail,
                place: 'resource-thumbnail' as const,
                id: row.id,
                title: row.title,
              },
            ]),
        { url: row.url, place: 'resource-file' as const, id: row.id, title: row.title },
      ]);
    },
  };
}
