import { sql, type Expression, type SqlBool } from 'kysely';
import type { PublishStatus } from '../../contract/publishing';
import type { DB } from '../client';
import { orUndefined } from './shared';

/** The tables whose rows are drafts, scheduled or published (migration 0015, ADR 0020). */
export const publishedTables = ['academic_news', 'upcoming_events'] as const;
export type PublishedTable = (typeof publishedTables)[number];

/**
 * Whom a read is for: a moment (a visitor: only what is public then) or 'staff' (everything,
 * drafts and scheduled items too). Every read of these tables names one: none is public by default.
 */
export type Audience = Date | 'staff';

/** True for the rows of `table` public at `at`: published, and their time has come. */
export function publicAt(table: PublishedTable, at: Date): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${table}.status`)} = ${'published'} and ${sql.ref(`${table}.publish_at`)} <= ${at.toISOString()})`;
}

/** A create's values with the status left out or given: none is published. */
export type StatusOptional<V extends { status: PublishStatus }> = Omit<V, 'status'> &
  Partial<Pick<V, 'status'>>;

/** The rows of `table` that `audience` may see. */
export const seenBy = (table: PublishedTable, audience: Audience): Expression<SqlBool> =>
  audience === 'staff' ? sql<SqlBool>`true` : publicAt(table, audience);

/** The publishing fields' columns: the status as the contract types it, no time as absent. */
export const publishingColumns = {
  status: { column: 'status', read: (stored: string) => stored as PublishStatus },
  publishAt: {
    column: 'publish_at',
    read: orUndefined<string>,
    // Not sent: left alone (a create or update decides it, `publishAtOnSave`).
    write: (value: string | undefined) => value,
  },
} as const;

/**
 * The publish time a save writes when it says 'published' without a time: now, unless the row is
 * public already (then it keeps its own). An update's SET reads the row as it was.
 */
export function publishAtOnSave(now: Date) {
  const iso = now.toISOString();
  return sql<string>`case when status = ${'published'} and publish_at <= ${iso} then publish_at else ${iso} end`;
}

/**
 * The first moment after `after` at which a row of `table` becomes public by itself, or undefined
 * when none is scheduled: the public cache keeps no answer read from it past that moment (ADR
 * 0020, api/public-cache/publish-schedule.ts).
 */
export async function nextPublishTime(
  db: DB,
  table: PublishedTable,
  after: Date,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('status', '=', 'published')
    .where('publish_at', '>', after.toISOString())
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : undefined;
}
