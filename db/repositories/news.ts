import type { NewsCategory } from '../../contract/constants';
import { mediaUrlsIn } from '../../contract/media';
import type { NewsItem } from '../../contract/news';
import type { DB } from '../client';
import type { MediaUse } from './media-usage';
import { containsAnyInsensitive, engineOf } from '../dialect';
import type { AcademicNewsTable } from '../tables/content';
import {
  publishAtOnSave,
  type StatusOptional,
  seenBy,
  publishingColumns,
  type Audience,
} from './publishing';
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
  ...publishingColumns,
  createdAt: readOnly('created_at'),
  updatedAt: readOnly('updated_at'),
});
const toItem = fields.toRecord;
/** What a create takes: the status may be left out (published, the column's default). */
export type NewsValues = StatusOptional<ValuesOf<typeof fields>>;

/** The text a search looks in. */
const searched = ['title', 'summary', 'name', 'category'] as const;

/** The rows `audience` may see: staff every one, a visitor those public at that moment. */
const visibleTo = (audience: Audience) => seenBy('academic_news', audience);

export function newsRepository(db: DB) {
  const engine = engineOf(db);
  const newestFirst = (audience: Audience) =>
    db
      .selectFrom('academic_news')
      .where(visibleTo(audience))
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      // Two items made in the same millisecond (two instances, say) keep one order between
      // pages: without it PostgreSQL may put one on two pages and the other on none.
      .orderBy('id', 'desc');

  return {
    async list(
      filter: { category?: NewsCategory | undefined; q?: string | undefined } & Page,
      audience: Audience,
    ): Promise<{ items: NewsItem[]; total: number }> {
      let rows = newestFirst(audience).select(fields.columns);
      let count = db
        .selectFrom('academic_news')
        .where(visibleTo(audience))
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

    async all(audience: Audience): Promise<NewsItem[]> {
      return (await newestFirst(audience).select(fields.columns).execute()).map(toItem);
    },

    async get(id: string, audience: Audience): Promise<NewsItem | undefined> {
      const row = await db
        .selectFrom('academic_news')
        .select(fields.columns)
        .where('id', '=', id)
        .where(visibleTo(audience))
        .executeTakeFirst();
      return row && toItem(row);
    },

    /** Published now unless `values` say draft or give a time (`at`: the app's clock). */
    async create(values: NewsValues, at = new Date()): Promise<NewsItem> {
      const now = nowIso();
      const publish_at = values.status === 'draft' ? null : at.toISOString();
      const row = await db
        .insertInto('academic_news')
        .values(
          fields.toRow(
            { ...values, status: values.status ?? 'published' },
            { id: newId(), created_at: now, updated_at: now, publish_at },
          ),
        )
        .returning(fields.columns)
        .executeTakeFirstOrThrow();
      return toItem(row);
    },

    /** Published without a time: public from now, or as it was when it is public already. */
    async update(
      id: string,
      values: Partial<NewsValues>,
      at = new Date(),
    ): Promise<NewsItem | undefined> {
      const publishNow = values.status === 'published' && values.publishAt === undefined;
      const row = await db
        .updateTable('academic_news')
        .set({
          ...fields.changes(values),
          ...(publishNow ? { publish_at: publishAtOnSave(at) } : {}),
          updated_at: nowIso(),
        })
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
        .select(['id', 'title', 'image', 'body'])
        .where((eb) => eb.or([eb('image', 'is not', null), eb('body', 'like', '%/media/%')]))
        .execute();
      return rows.flatMap((row) => [
        ...(row.image
          ? [{ url: row.image, place: 'news-image' as const, id: row.id, title: row.title }]
          : []),
        ...mediaUrlsIn(row.body ?? '').map((url) => ({
          url,
          place: 'news-body' as const,
          id: row.id,
          title: row.title,
        })),
      ]);
    },
  };
}
