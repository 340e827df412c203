import type { Selectable } from 'kysely';
import type { PhotoCategory } from '../../contract/constants';
import type { Photo } from '../../contract/photos';
import type { DB } from '../client';
import { containsAnyInsensitive, engineOf } from '../dialect';
import type { PhotosTable } from '../tables/content';
import { changedColumns, newId, nowIso, orNull, orUndefined } from './shared';

type Row = Selectable<PhotosTable>;

export interface PhotoValues {
  url: string;
  name?: string | undefined;
  label: string;
  alt?: string | undefined;
  category: PhotoCategory;
  width?: number | undefined;
  height?: number | undefined;
}

const toPhoto = (row: Row): Photo => ({
  _id: row.id,
  url: row.url,
  name: orUndefined(row.name),
  label: row.label,
  alt: orUndefined(row.alt),
  category: row.category as PhotoCategory,
  width: orUndefined(row.width),
  height: orUndefined(row.height),
  createdAt: row.created_at,
});

const columns: { [K in keyof PhotoValues]-?: (value: PhotoValues[K]) => Partial<Row> } = {
  url: (url) => ({ url }),
  name: (name) => ({ name: orNull(name) }),
  label: (label) => ({ label }),
  alt: (alt) => ({ alt: orNull(alt) }),
  category: (category) => ({ category }),
  width: (width) => ({ width: orNull(width) }),
  height: (height) => ({ height: orNull(height) }),
};

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
        .selectAll()
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
      const row = await db.selectFrom('photos').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toPhoto(row);
    },

    async create(values: PhotoValues): Promise<Photo> {
      const now = nowIso();
      const row = await db
        .insertInto('photos')
        .values({
          id: newId(),
          url: values.url,
          name: orNull(values.name),
          label: values.label,
          alt: orNull(values.alt),
          category: values.category,
          width: orNull(values.width),
          height: orNull(values.height),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPhoto(row);
    },

    async update(id: string, values: Partial<PhotoValues>): Promise<Photo | undefined> {
      const row = await db
        .updateTable('photos')
        .set({ ...changedColumns(values, columns), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toPhoto(row);
    },

    async remove(id: string): Promise<Photo | undefined> {
      const row = await db
        .deleteFrom('photos')
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toPhoto(row);
    },

    async referencedMedia(): Promise<string[]> {
      return (await db.selectFrom('photos').select('url').execute()).map((row) => row.url);
    },
  };
}
