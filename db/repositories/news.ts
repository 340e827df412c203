import type { NewsCategory } from '../../contract/constants';
import type { NewsItem } from '../../contract/news';
import type { DB } from '../client';
import type { MediaUse } from './media-usage';
import { containsAnyInsensitive, engineOf } from '../dialect';
import type { AcademicNewsTable } from '../tables/content';
import { optional, readOnly, rowMapping, type ValuesOf } from './row-mapping';
import { newId, nowIso, offsetOf, type Page } from './shared';

const fields = rowMapping<AcademicNewsTable, NewsItem>()({
  _id: readOnly('id'),
  name: 'name',
  title: 'title',
  summary: 'summary',
  body: optional('body'),
  date: 'date',
  category: 'category',
  image: optional('image'),
  createdAt: readOnly('created_at'),
  updatedAt: readOnly('updated_at'),
});
const toItem = fields.toRecord;
export type NewsValues = ValuesOf<typeof fields>;

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
      let rows = newestFirst().select(fields.columns);
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
      return (await newestFirst().select(fields.columns).execute()).map(toItem);
    },

    async get(id: string): Promise<NewsItem | undefined> {
      const row = await db
        .selectFrom('academic_news')
        .select(fields.columns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toItem(row);
    },

    async create(values: NewsValues): Promise<NewsItem> {
      const now = nowIso();
      const row = await db
        .insertInto('academic_news')
        .values(fields.toRow(values, { id: newId(), created_at: now, updated_at: now }))
        .returning(fields.columns)
        .executeTakeFirstOrThrow();
      return toItem(row);
    },

    async update(id: string, values: Partial<NewsValues>): Promise<NewsItem | undefined> {
      const row = await db
        .updateTable('academic_news')
        .set({ ...fields.changes(values), updated_at: nowIso() })
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toItem(row);
    },

    async remove(id: string): Promise<NewsItem | undefined> {
      const row = await db
        .deleteFrom('academic_news')
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toItem(row);
    },

    async mediaUses(): Promise<MediaUse[]> {
      const rows = await db
        .selectFrom('academic_news')
        .select(['id', 'title', 'image'])
        .where('image', 'is not', null)
        .execute();
      return rows.map((row) => ({
        url: row.image as string,
        place: 'news-image' as const,
        id: row.id,
        title: row.title,
      }));
    },
  };
}
