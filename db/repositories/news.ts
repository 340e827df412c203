import type { Selectable } from 'kysely';
import type { NewsCategory } from '../../contract/constants';
import type { NewsItem } from '../../contract/news';
import type { DB } from '../client';
import { containsAnyInsensitive, engineOf } from '../dialect';
import type { AcademicNewsTable } from '../tables/content';
import { changedColumns, newId, nowIso, offsetOf, orNull, orUndefined, type Page } from './shared';

type Row = Selectable<AcademicNewsTable>;

export interface NewsValues {
  name: string;
  title: string;
  summary: string;
  body?: string | undefined;
  date: string;
  category: NewsCategory;
  image?: string | undefined;
}

function toItem(row: Row): NewsItem {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    summary: row.summary,
    body: orUndefined(row.body),
    date: row.date,
    category: row.category as NewsCategory,
    image: orUndefined(row.image),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const columns: { [K in keyof NewsValues]-?: (value: NewsValues[K]) => Partial<Row> } = {
  name: (name) => ({ name }),
  title: (title) => ({ title }),
  summary: (summary) => ({ summary }),
  body: (body) => ({ body: orNull(body) }),
  date: (date) => ({ date }),
  category: (category) => ({ category }),
  image: (image) => ({ image: orNull(image) }),
};

/** The text a search looks in. */
const searched = ['title', 'summary', 'name', 'category'] as const;

export function newsRepository(db: DB) {
  const engine = engineOf(db);
  const newestFirst = () =>
    db.selectFrom('academic_news').orderBy('date', 'desc').orderBy('created_at', 'desc');

  return {
    async list(
      filter: { category?: NewsCategory | undefined; q?: string | undefined } & Page,
    ): Promise<{ items: NewsItem[]; total: number }> {
      let rows = newestFirst().selectAll();
      let count = db
        .selectFrom('academic_news')
        .select((eb) => eb.fn.countAll<number>().as('total'));
      if (filter.category) {
        rows = rows.where('category', '=', filter.category);
        count = count.where('category', '=', filter.category);
      }
      if (filter.q) {
        rows = rows.where(containsAnyInsensitive(engine, searched, filter.q));
        count = count.where(containsAnyInsensitive(engine, searched, filter.q));
      }
      const [items, { total }] = await Promise.all([
        rows.limit(filter.limit).offset(offsetOf(filter)).execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { items: items.map(toItem), total: Number(total) };
    },

    async all(): Promise<NewsItem[]> {
      return (await newestFirst().selectAll().execute()).map(toItem);
    },

    async get(id: string): Promise<NewsItem | undefined> {
      const row = await db
        .selectFrom('academic_news')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toItem(row);
    },

    async create(values: NewsValues): Promise<NewsItem> {
      const now = nowIso();
      const row = await db
        .insertInto('academic_news')
        .values({
          id: newId(),
          name: values.name,
          title: values.title,
          summary: values.summary,
          body: orNull(values.body),
          date: values.date,
          category: values.category,
          image: orNull(values.image),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toItem(row);
    },

    async update(id: string, values: Partial<NewsValues>): Promise<NewsItem | undefined> {
      const row = await db
        .updateTable('academic_news')
        .set({ ...changedColumns(values, columns), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toItem(row);
    },

    async remove(id: string): Promise<NewsItem | undefined> {
      const row = await db
        .deleteFrom('academic_news')
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toItem(row);
    },

    async referencedMedia(): Promise<string[]> {
      const rows = await db
        .selectFrom('academic_news')
        .select('image')
        .where('image', 'is not', null)
        .execute();
      return rows.map((row) => row.image as string);
    },
  };
}
