import type { Kysely } from 'kysely';

/**
 * One table for every rate limit (ADR 0007): rate-limiter-flexible's SQL stores keep one row per
 * limited key, `<limit>:<key>`, with the points taken in the current window and when it ends
 * (epoch milliseconds; null never). The columns and their order are the library's own: its
 * PostgreSQL store inserts without naming them. The slot tables of the hand-made limiters go.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createIndex('rate_limits_expire').on('rate_limits').column('expire').execute();

  await db.schema.dropIndex('sign_in_attempts_attempted_at').ifExists().execute();
  await db.schema.dropTable('sign_in_attempts').ifExists().execute();
  await db.schema.dropIndex('inbox_submission_slots_submitted_at').ifExists().execute();
  await db.schema.dropTable('inbox_submission_slots').ifExists().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inbox_submission_slots')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('submitted_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('inbox_submission_slots_pk', ['key', 'slot'])
    .execute();
  await db.schema
    .createIndex('inbox_submission_slots_submitted_at')
    .on('inbox_submission_slots')
    .column('submitted_at')
    .execute();
  await db.schema
    .createTable('sign_in_attempts')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('sign_in_attempts_pk', ['key', 'slot'])
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_attempted_at')
    .on('sign_in_attempts')
    .column('attempted_at')
    .execute();
  await db.schema.dropIndex('rate_limits_expire').ifExists().execute();
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
