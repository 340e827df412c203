import type { Kysely } from 'kysely';

/**
 * The current semester's first and last day, set by staff on /admin/calendar. The timetable's
 * calendar feed repeats each class weekly between them. One row at most (id 'current').
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('semester')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('semester').execute();
}
