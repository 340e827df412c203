import type { Kysely } from 'kysely';

/**
 * Academic sessions (issue 20, item 4; ADR 0024):
 * - `academic_session`: the current session ('2026/2027') and semester, one row ('current'),
 *   guessed here from the date the migration runs (sessions run September to August, the first
 *   semester until February); officers correct it in the admin's Session page;
 * - `past_council_members`: the executive council as it stood when its session ended;
 * - `timetable_classes.status`: 'live', or 'draft' for the next semester's copy under review;
 * - `calendar_events.session`: the session an event belongs to, for the calendar's filter,
 *   filled here from each event's date.
 * The session rules are written out here, not imported: a migration never changes.
 */
const sessionOf = (date: Date | string): string => {
  const [year, month] =
    typeof date === 'string'
      ? [Number(date.slice(0, 4)), Number(date.slice(5, 7))]
      : [date.getUTCFullYear(), date.getUTCMonth() + 1];
  const first = month >= 9 ? year : year - 1;
  return `${first}/${first + 1}`;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date();
  await db.schema
    .createTable('academic_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('semester', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const month = now.getUTCMonth() + 1;
  await db
    .insertInto('academic_session')
    .values({
      id: 'current',
      session: sessionOf(now),
      semester: month >= 9 || month <= 2 ? 'first' : 'second',
      updated_at: now.toISOString(),
    })
    .execute();

  await db.schema
    .createTable('past_council_members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('archived_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('past_council_members_session')
    .on('past_council_members')
    .columns(['session', 'sort_order'])
    .execute();

  await db.schema
    .alterTable('timetable_classes')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('live'))
    .execute();

  await db.schema
    .alterTable('calendar_events')
    .addColumn('session', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const events = await db.selectFrom('calendar_events').select(['id', 'date']).execute();
  for (const event of events as { id: string; date: string }[])
    await db
      .updateTable('calendar_events')
      .set({ session: sessionOf(event.date) })
      .where('id', '=', event.id)
      .execute();
  await db.schema
    .createIndex('calendar_events_session')
    .on('calendar_events')
    .columns(['session', 'date'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('calendar_events_session').ifExists().execute();
  await db.schema.alterTable('calendar_events').dropColumn('session').execute();
  await db.schema.alterTable('timetable_classes').dropColumn('status').execute();
  await db.schema.dropTable('past_council_members').ifExists().execute();
  await db.schema.dropTable('academic_session').ifExists().execute();
}
