import type { Selectable } from 'kysely';
import type { UpcomingEvent } from '../../contract/upcoming-events';
import type { DB } from '../client';
import { containsAnyInsensitive, engineOf } from '../dialect';
import type { UpcomingEventsTable } from '../tables/content';
import {
  changedColumns,
  newId,
  nowIso,
  offsetOf,
  orNull,
  orUndefined,
  todayIso,
  type Page,
} from './shared';

type Row = Selectable<UpcomingEventsTable>;

export interface UpcomingEventValues {
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  organizer: string;
  registrationLink?: string | undefined;
  imageUrl?: string | undefined;
}

function toEvent(row: Row): UpcomingEvent {
  return {
    _id: row.id,
    title: row.title,
    date: row.date,
    time: row.time,
    location: row.location,
    description: row.description,
    organizer: row.organizer,
    registrationLink: orUndefined(row.registration_link),
    imageUrl: orUndefined(row.image_url),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const columns: {
  [K in keyof UpcomingEventValues]-?: (value: UpcomingEventValues[K]) => Partial<Row>;
} = {
  title: (title) => ({ title }),
  date: (date) => ({ date }),
  time: (time) => ({ time }),
  location: (location) => ({ location }),
  description: (description) => ({ description }),
  organizer: (organizer) => ({ organizer }),
  registrationLink: (link) => ({ registration_link: orNull(link) }),
  imageUrl: (url) => ({ image_url: orNull(url) }),
};

/** The text a search looks in. */
const searched = ['title', 'description', 'location', 'organizer'] as const;

export function upcomingEventsRepository(db: DB) {
  const engine = engineOf(db);
  return {
    /** Soonest first; `upcoming` keeps only events dated today or later. */
    async list(
      filter: { upcoming: boolean; now?: Date; q?: string | undefined } & Page,
    ): Promise<{ items: UpcomingEvent[]; total: number }> {
      let rows = db
        .selectFrom('upcoming_events')
        .selectAll()
        .orderBy('date', 'asc')
        .orderBy('created_at', 'asc');
      let count = db
        .selectFrom('upcoming_events')
        .select((eb) => eb.fn.countAll<number>().as('total'));
      if (filter.upcoming) {
        const today = todayIso(filter.now);
        rows = rows.where('date', '>=', today);
        count = count.where('date', '>=', today);
      }
      if (filter.q) {
        rows = rows.where(containsAnyInsensitive(engine, searched, filter.q));
        count = count.where(containsAnyInsensitive(engine, searched, filter.q));
      }
      const [items, { total }] = await Promise.all([
        rows.limit(filter.limit).offset(offsetOf(filter)).execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { items: items.map(toEvent), total: Number(total) };
    },

    async get(id: string): Promise<UpcomingEvent | undefined> {
      const row = await db
        .selectFrom('upcoming_events')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toEvent(row);
    },

    async create(values: UpcomingEventValues): Promise<UpcomingEvent> {
      const now = nowIso();
      const row = await db
        .insertInto('upcoming_events')
        .values({
          id: newId(),
          title: values.title,
          date: values.date,
          time: values.time,
          location: values.location,
          description: values.description,
          organizer: values.organizer,
          registration_link: orNull(values.registrationLink),
          image_url: orNull(values.imageUrl),
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEvent(row);
    },

    async update(
      id: string,
      values: Partial<UpcomingEventValues>,
    ): Promise<UpcomingEvent | undefined> {
      const row = await db
        .updateTable('upcoming_events')
        .set({ ...changedColumns(values, columns), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toEvent(row);
    },

    async remove(id: string): Promise<UpcomingEvent | undefined> {
      const row = await db
        .deleteFrom('upcoming_events')
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toEvent(row);
    },

    async referencedMedia(): Promise<string[]> {
      const rows = await db
        .selectFrom('upcoming_events')
        .select('image_url')
        .where('image_url', 'is not', null)
        .execute();
      return rows.map((row) => row.image_url as string);
    },
  };
}
