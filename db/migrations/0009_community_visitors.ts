import { sql, type Kysely } from 'kysely';

/**
 * Community fairness on shared networks (a campus Wi-Fi, a mobile carrier): 'helpful' is counted
 * once per browser, not once per address.
 * - `site_secrets`: secrets the server makes once and keeps, so every instance and restart shares
 *   them (the key that signs the anonymous visitor cookie).
 * - `qna_helpful_marks.address_hash`: the address a mark came from, for a ceiling per address;
 *   `client_hash` now names the browser. Marks made before were keyed by the address, so that is
 *   their address too.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.alterTable('qna_helpful_marks').addColumn('address_hash', 'text').execute();
  await sql`update qna_helpful_marks set address_hash = client_hash`.execute(db);
  await db.schema
    .createIndex('qna_helpful_marks_address')
    .on('qna_helpful_marks')
    .columns(['answer_id', 'address_hash'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('qna_helpful_marks_address').ifExists().execute();
  await db.schema.alterTable('qna_helpful_marks').dropColumn('address_hash').execute();
  await db.schema.dropTable('site_secrets').ifExists().execute();
}
