import type { z } from 'zod';
import type { Executive, executiveCreateSchema } from '../../contract/executives';
import type { DB } from '../client';
import type { ExecutivesTable } from '../tables/site-content';
import type { MediaUse } from './media-usage';
import { orderedRows } from './ordered-rows';
import { json, optional, readOnly, rowMapping } from './row-mapping';
import { newId, nowIso } from './shared';

export type ExecutiveValues = z.output<typeof executiveCreateSchema>;

const fields = rowMapping<ExecutivesTable, Executive, ExecutiveValues>()({
  id: readOnly('id'),
  name: 'name',
  role: 'role',
  intro: 'intro',
  bio: 'bio',
  imageUrl: optional('image_url'),
  linkedinUrl: optional('linkedin_url'),
  achievements: json('achievements', [] as string[]),
  focusAreas: json('focus_areas', [] as string[]),
});
const toExecutive = fields.toRecord;

/** The executive council, in the order officers put it (the first is the President). */
export function executivesRepository(db: DB) {
  const order = orderedRows(db, 'executives');
  return {
    async list(): Promise<Executive[]> {
      const rows = await db
        .selectFrom('executives')
        .select(fields.columns)
        .orderBy('sort_order')
        .orderBy('created_at')
        .execute();
      return rows.map(toExecutive);
    },

    async get(id: string): Promise<Executive | undefined> {
      const row = await db
        .selectFrom('executives')
        .select(fields.columns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toExecutive(row);
    },

    /** Added at the end of the list. */
    async create(values: ExecutiveValues): Promise<Executive> {
      const now = nowIso();
      const row = await db
        .insertInto('executives')
        .values(
          fields.toRow(values, {
            id: newId(),
            sort_order: await order.next(),
            created_at: now,
            updated_at: now,
          }),
        )
        .returning(fields.columns)
        .executeTakeFirstOrThrow();
      return toExecutive(row);
    },

    async update(id: string, values: Partial<ExecutiveValues>): Promise<Executive | undefined> {
      const row = await db
        .updateTable('executives')
        .set({ ...fields.changes(values), updated_at: nowIso() })
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toExecutive(row);
    },

    async remove(id: string): Promise<Executive | undefined> {
      const row = await db
        .deleteFrom('executives')
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toExecutive(row);
    },

    move: order.move,

    async mediaUses(): Promise<MediaUse[]> {
      const rows = await db
        .selectFrom('executives')
        .select(['id', 'name', 'image_url'])
        .where('image_url', 'is not', null)
        .execute();
      return rows.map((row) => ({
        url: row.image_url as string,
        place: 'executive-photo' as const,
        id: row.id,
        title: row.name,
      }));
    },
  };
}
