import { sql, type Kysely } from 'kysely';

// Portable on SQLite and PostgreSQL: text ids and ISO text times, 0/1 integer flags.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('admin', 'editor')`))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('disabled', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`disabled in (0, 1)`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_login_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('staff_sessions_user_id')
    .on('staff_sessions')
    .column('user_id')
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

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('resource', 'text', (col) => col.notNull())
    .addColumn('resource_id', 'text')
    .addColumn('action', 'text', (col) =>
      col.notNull().check(sql`action in ('create', 'update', 'delete', 'other')`),
    )
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  await db.schema.dropTable('sign_in_attempts').ifExists().execute();
  await db.schema.dropTable('staff_sessions').ifExists().execute();
  await db.schema.dropTable('staff_users').ifExists().execute();
}
