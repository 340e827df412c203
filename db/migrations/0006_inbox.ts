import { sql, type Kysely } from 'kysely';

/**
 * The inbox (issue 6): membership applications and contact messages sent from the public site, and
 * the submission slots that rate-limit them per client address. Portable on SQLite and PostgreSQL:
 * text ids, ISO text times, 0/1 flags.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inbox_messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('membership', 'contact')`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('level', 'text')
    .addColumn('category', 'text')
    .addColumn('subject', 'text')
    .addColumn('message', 'text')
    .addColumn('handled', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`handled in (0, 1)`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('handled_at', 'text')
    .execute();
  await db.schema
    .createIndex('inbox_messages_created_at')
    .on('inbox_messages')
    .column('created_at')
    .execute();

  // One row per submission slot: a key (`<kind>:<address>`) owns at most as many slots as it may
  // send in the window; a slot older than the window can be taken again.
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
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inbox_submission_slots').ifExists().execute();
  await db.schema.dropTable('inbox_messages').ifExists().execute();
}
