import type { Kysely } from 'kysely';

/**
 * A visitor's list of news or events (`status = 'published' and publish_at <= now`, newest or
 * soonest first, 10 or 20 at a time) was read through the (status, publish_at) index of migration
 * 0015 and then sorted whole: at 3,000 news items, 0.5 ms for every render of Home, /news,
 * /events and the news API, and the load bench's biggest single cost beside writes. Ordered by
 * status and then the lists' own order, the index gives the first page in order and stops there
 * (0.03 ms); it still covers the count and the cache's lookup of the next scheduled item, so it
 * replaces the old one. SQLite and PostgreSQL both walk it backwards for the newest first.
 */
const tables = ['academic_news', 'upcoming_events'] as const;
const publicOrder = ['status', 'date', 'created_at', 'id', 'publish_at'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema.createIndex(`${table}_public_order`).on(table).columns(publicOrder).execute();
    await db.schema.dropIndex(`${table}_publishing`).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .createIndex(`${table}_publishing`)
      .on(table)
      .columns(['status', 'publish_at'])
      .execute();
    await db.schema.dropIndex(`${table}_public_order`).execute();
  }
}
