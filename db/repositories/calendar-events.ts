import type { z } from 'zod';
import { sessionOfDate } from '../../contract/academic-session';
import type { CalendarEvent, calendarEventCreateSchema } from '../../contract/calendar';
import type { DB } from '../client';
import { containsAnyInsensitive, engineOf } from '../dialect';
import type { CalendarEventsTable } from '../tables/content';
import { optional, readOnly, rowMapping } from './row-mapping';
import { newId, nowIso, pageOfRows, type Page } from './shared';

export type CalendarEventValues = z.output<typeof calendarEventCreateSchema>;

const fields = rowMapping<CalendarEventsTable, CalendarEvent, CalendarEventValues>()({
  _id: readOnly('id'),
  id: readOnly('id'),
  event: 'event',
  description: { column: 'description', write: (description) => description ?? '' },
  date: 'date',
  endDate: optional('end_date'),
  type: 'type',
  session: { column: 'session', write: (session) => session ?? '' },
});
const toEvent = fields.toRecord;

/** The text a search looks in. */
const searched = ['event', 'description', 'type'] as const;

export interface CalendarEventFilter {
  from?: string | undefined;
  to?: string | undefined;
  /** One academic session's events ('2026/2027'). */
  session?: string | undefined;
  /** Text one of the searched columns contains, any case. */
  q?: string | undefined;
}

export function calendarEventsRepository(db: DB) {
  const engine = engineOf(db);
  const matching = (filter: CalendarEventFilter) => {
    let query = db.selectFrom('calendar_events');
    // A period counts when any of its days is in the range: it may start before `from`.
    const from = filter.from;
    if (from) query = query.where((eb) => eb(eb.fn.coalesce('end_date', 'date'), '>=', from));
    if (filter.to) query = query.where('date', '<=', filter.to);
    if (filter.session) query = query.where('session', '=', filter.session);
    if (filter.q) query = query.where(containsAnyInsensitive(engine, searched, filter.q));
    return query;
  };

  return {
    /** In date order, optionally only those on some day between two dates (inclusive) or matching a search. */
    async list(filter: CalendarEventFilter = {}): Promise<CalendarEvent[]> {
      return (await this.page(filter)).items;
    },

    /** `list`, one page of it when `page` is given, and how many match in all. */
    async page(
      filter: CalendarEventFilter,
      page?: Page,
    ): Promise<{ items: CalendarEvent[]; total: number }> {
      const { rows, total } = await pageOfRows(
        matching(filter)
          .select(fields.columns)
          .orderBy('date', 'asc')
          .orderBy('created_at', 'asc')
          // One order between pages for events made in the same millisecond.
          .orderBy('id', 'asc'),
        matching(filter).select((eb) => eb.fn.countAll<number>().as('total')),
        page,
      );
      return { items: rows.map(toEvent), total };
    },

    async get(id: string): Promise<CalendarEvent | undefined> {
      const row = await db
        .selectFrom('calendar_events')
        .select(fields.columns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toEvent(row);
    },

    /** Every session some event belongs to, latest first (the calendar's session picker). */
    async sessions(): Promise<string[]> {
      const rows = await db
        .selectFrom('calendar_events')
        .select('session')
        .distinct()
        .where('session', '!=', '')
        .orderBy('session', 'desc')
        .execute();
      return rows.map((row) => row.session);
    },

    /** An event without a session belongs to the one its date falls in. */
    async create(values: CalendarEventValues): Promise<CalendarEvent> {
      const now = nowIso();
      const session = values.session ?? sessionOfDate(values.date);
      const row = await db
        .insertInto('calendar_events')
        .values(
          fields.toRow({ ...values, session }, { id: newId(), created_at: now, updated_at: now }),
        )
        .returning(fields.columns)
        .executeTakeFirstOrThrow();
      return toEvent(row);
    },

    async update(
      id: string,
      values: Partial<CalendarEventValues>,
    ): Promise<CalendarEvent | undefined> {
      const row = await db
        .updateTable('calendar_events')
        .set({ ...fields.changes(values), updated_at: nowIso() })
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toEvent(row);
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('calendar_events').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
