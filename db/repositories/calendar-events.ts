import type { Selectable } from 'kysely';
import type { CalendarEvent } from '../../contract/calendar';
import type { CalendarEventType } from '../../contract/constants';
import type { DB } from '../client';
import { containsAnyInsensitive, engineOf } from '../dialect';
import type { CalendarEventsTable } from '../tables/content';
import {
  changedColumns,
  newId,
  nowIso,
  orNull,
  orUndefined,
  pageOfRows,
  type Page,
} from './shared';

type Row = Selectable<CalendarEventsTable>;

export interface CalendarEventValues {
  event: string;
  description?: string | undefined;
  date: string;
  /** The last day of a break or exam period; absent for a one-day event. */
  endDate?: string | undefined;
  type: CalendarEventType;
}

const toEvent = (row: Row): CalendarEvent => ({
  _id: row.id,
  id: row.id,
  event: row.event,
  description: row.description,
  date: row.date,
  endDate: orUndefined(row.end_date),
  type: row.type as CalendarEventType,
});

const columns: {
  [K in keyof CalendarEventValues]-?: (value: CalendarEventValues[K]) => Partial<Row>;
} = {
  event: (event) => ({ event }),
  description: (description) => ({ description: description ?? '' }),
  date: (date) => ({ date }),
  endDate: (endDate) => ({ end_date: orNull(endDate) }),
  type: (type) => ({ type }),
};

/** The text a search looks in. */
const searched = ['event', 'description', 'type'] as const;

export interface CalendarEventFilter {
  from?: string | undefined;
  to?: string | undefined;
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
        matching(filter).selectAll().orderBy('date', 'asc').orderBy('created_at', 'asc'),
        matching(filter).select((eb) => eb.fn.countAll<number>().as('total')),
        page,
      );
      return { items: rows.map(toEvent), total };
    },

    async get(id: string): Promise<CalendarEvent | undefined> {
      const row = await db
        .selectFrom('calendar_events')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toEvent(row);
    },

    async create(values: CalendarEventValues): Promise<CalendarEvent> {
      const now = nowIso();
      const row = await db
        .insertInto('calendar_events')
        .values({
          id: newId(),
          event: values.event,
          description: values.description ?? '',
          date: values.date,
          end_date: orNull(values.endDate),
          type: values.type,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEvent(row);
    },

    async update(
      id: string,
      values: Partial<CalendarEventValues>,
    ): Promise<CalendarEvent | undefined> {
      const row = await db
        .updateTable('calendar_events')
        .set({ ...changedColumns(values, columns), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toEvent(row);
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('calendar_events').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
