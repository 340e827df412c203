import type { PhotoCategory } from '../../contract/constants';
import type { Photo } from '../../contract/photos';
import type { DB } from '../client';
import type { MediaUse } from './media-usage';
import { containsAnyInsensitive, engineOf } from '../dialect';
import type { PhotosTable } from '../tables/content';
import { optional, readOnly, rowMapping, type ValuesOf } from './row-mapping';
import { newId, nowIso } from './shared';

const fields = rowMapping<PhotosTable, Photo>()({
  _id: readOnly('id'),
  url: 'url',
  name: optional('name'),
  label: 'label',
  alt: optional('alt'),
  category: 'category',
  width: optional('width'),
  height: optional('height'),
  createdAt: readOnly('created_at'),
});
const toPhoto = fields.toRecord;
export type PhotoValues = ValuesOf<typeof fields>;

/** The text a search looks in. */
const searched = ['name', 'label', 'alt', 'category'] as const;

export function photosRepository(db: DB) {
  const engine = engineOf(db);
  return {
    /** Newest first; with a limit, one page of it and the total; `q` searches the text. */
    async list(filter: {
      category?: PhotoCategory | undefined;
      q?: string | undefined;
      limit?: number | undefined;
      page: number;
    }) {
      let rows = db
        .selectFrom('photos')
        .select(fields.columns)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      let count = db.selectFrom('photos').select((eb) => eb.fn.countAll<number>().as('total'));
      if (filter.category) {
        rows = rows.where('category', '=', filter.category);
        count = count.where('category', '=', filter.category);
      }
      if (filter.q) {
        rows = rows.where(containsAnyInsensitive(engine, searched, filter.q));
        count = count.where(containsAnyInsensitive(engine, searched, filter.q));
      }
      if (filter.limit) rows = rows.limit(filter.limit).offset((filter.page - 1) * filter.limit);
      const [items, { total }] = await Promise.all([
        rows.execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { items: items.map(toPhoto), total: Number(total) };
    },

    async get(id: string): Promise<Photo | undefined> {
      const row = await db
        .selectFrom('photos')
        .select(fields.columns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toPhoto(row);
    },

    async create(values: PhotoValues): Promise<Photo> {
      const now = nowIso();
      const row = await db
        .insertInto('photos')
        .values(fields.toRow(values, { id: newId(), created_at: now, updated_at: now }))
        .returning(fields.columns)
        .executeTakeFirstOrThrow();
      return toPhoto(row);
    },

    async update(id: string, values: Partial<PhotoValues>): Promise<Photo | undefined> {
      const row = await db
        .updateTable('photos')
        .set({ ...fields.changes(values), updated_at: nowIso() })
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toPhoto(row);
    },

    async remove(id: string): Promise<Photo | undefined> {
      const row = await db
        .deleteFrom('photos')
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toPhoto(row);
    },

    async mediaUses(): Promise<MediaUse[]> {
      const rows = await db.selectFrom('photos').select(['id', 'url', 'name', 'label']).execute();
      return rows.map((row) => ({
        url: row.url,
        place: 'gallery-photo' as const,
        id: row.id,
        title: row.name?.trim() || row.label,
      }));
    },
  };
}
