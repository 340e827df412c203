import type { Kysely } from 'kysely';

const tables = ['academic_news', 'upcoming_events'] as const;

/**
 * Drafts and scheduled publishing for news and upcoming events (issue 20): `status` is 'draft' or
 * 'published', and a published row is public from `publish_at` (ISO text) on. A row published for
 * a later moment is "scheduled": it appears by itself when every public query's
 * `status = 'published' and publish_at <= now` becomes true, with no job to flip a state (ADR
 * 0020). Rows already there were public: published from their creation. The index serves those
 * filters and the cache's lookup of the next moment something appears.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable(table).addColumn('publish_at', 'text').execute();
    await db
      .updateTable(table)
      .set((eb) => ({ publish_at: eb.ref('created_at') }))
      .execute();
    await db.schema
      .createIndex(`${table}_publishing`)
      .on(table)
      .columns(['status', 'publish_at'])
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_publishing`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn('publish_at').execute();
    await db.schema.alterTable(table).dropColumn('status').execute();
  }
}
