import type { Kysely } from 'kysely';

/**
 * A calendar event may last several days: breaks and exam periods run from `date` to `end_date`
 * (inclusive, the same midnight-UTC text form as `date`). NULL, as every existing event has, means
 * the event is one day, so nothing needs back-filling.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_events').addColumn('end_date', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_events').dropColumn('end_date').execute();
}
