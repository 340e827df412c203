import type { Kysely } from 'kysely';

/**
 * The answers to creates sent with an Idempotency-Key (ADR 0012): one row per key and sender,
 * written in the same transaction as what the create wrote, so a retry after a crash either finds
 * both or neither. `created_at` (ISO text) lets rows older than a day be deleted.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('owner', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('response_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['owner', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_at')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_created_at').ifExists().execute();
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
