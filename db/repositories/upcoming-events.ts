import type { UpcomingEvent } from '../../contract/upcoming-events';
import type { DB } from '../client';
import type { MediaUse } from './media-usage';
import { containsAnyInsensitive, engineOf } from '../dialect';
import type { UpcomingEventsTable } from '../tables/content';
import { optional, readOnly, rowMapping, type ValuesOf } from './row-mapping';
import { newId, nowIso, offsetOf, todayIso, type Page } from './shared';

const fields = rowMapping<UpcomingEventsTable, UpcomingEvent>()({
  _id: readOnly('id'),
  title: 'title',
  date: 'date',
  time: 'time',
  location: 'location',
  description: 'description',
  organizer: 'organizer',
  registrationLink: optional('registration_link'),
  imageUrl: optional('image_url'),
  createdAt: readOnly('created_at'),
  updatedAt: readOnly('updated_at'),
});
const toEvent = fields.toRecord;
export type UpcomingEventValues = ValuesOf<typeof fields>;

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
        .select(fields.columns)
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
        .select(fields.columns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toEvent(row);
    },

    async create(values: UpcomingEventValues): Promise<UpcomingEvent> {
      const now = nowIso();
      const row = await db
        .insertInto('upcoming_events')
        .values(fields.toRow(values, { id: newId(), created_at: now, updated_at: now }))
        .returning(fields.columns)
        .executeTakeFirstOrThrow();
      return toEvent(row);
    },

    async update(
      id: string,
      values: Partial<UpcomingEventValues>,
    ): Promise<UpcomingEvent | undefined> {
      const row = await db
        .updateTable('upcoming_events')
        .set({ ...fields.changes(values), updated_at: nowIso() })
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toEvent(row);
    },

    async remove(id: string): Promise<UpcomingEvent | undefined> {
      const row = await db
        .deleteFrom('upcoming_events')
        .where('id', '=', id)
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toEvent(row);
    },

    async mediaUses(): Promise<MediaUse[]> {
      const rows = await db
        .selectFrom('upcoming_events')
        .select(['id', 'title', 'image_url'])
        .where('image_url', 'is not', null)
        .execute();
      return rows.map((row) => ({
        url: row.image_url as string,
        place: 'event-image' as const,
        id: row.id,
        title: row.title,
      }));
    },
  };
}
