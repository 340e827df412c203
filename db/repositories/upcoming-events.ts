import { mediaUrlsIn } from '../../contract/media';
import type { UpcomingEvent } from '../../contract/upcoming-events';
import type { DB } from '../client';
import type { MediaUse } from './media-usage';
import { containsAnyInsensitive, engineOf } from '../dialect';
import type { UpcomingEventsTable } from '../tables/content';
import {
  publishAtOnSave,
  type StatusOptional,
  publishingColumns,
  seenBy,
  type Audience,
} from './publishing';
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
  ...publishingColumns,
  createdAt: readOnly('created_at'),
  updatedAt: readOnly('updated_at'),
});
const toEvent = fields.toRecord;
/** What a create takes: the status may be left out (published, the column's default). */
export type UpcomingEventValues = StatusOptional<ValuesOf<typeof fields>>;

/** The text a search looks in. */
const searched = ['title', 'description', 'location', 'organizer'] as const;

/** The rows `audience` may see: staff every one, a visitor those public at that moment. */
const visibleTo = (audience: Audience) => seenBy('upcoming_events', audience);

export function upcomingEventsRepository(db: DB) {
  const engine = engineOf(db);
  return {
    /** Soonest first; `upcoming` keeps only events dated today or later. */
    async list(
      filter: { upcoming: boolean; now?: Date; q?: string | undefined } & Page,
      audience: Audience,
    ): Promise<{ items: UpcomingEvent[]; total: number }> {
      let rows = db
        .selectFrom('upcoming_events')
        .where(visibleTo(audience))
        .select(fields.columns)
        .orderBy('date', 'asc')
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc');
      let count = db
        .selectFrom('upcoming_events')
        .where(visibleTo(audience))
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

    async get(id: string, audience: Audience): Promise<UpcomingEvent | undefined> {
      const row = await db
        .selectFrom('upcoming_events')
        .select(fields.columns)
        .where('id', '=', id)
        .where(visibleTo(audience))
        .executeTakeFirst();
      return row && toEvent(row);
    },

    /** Published now unless `values` say draft or give a time (`at`: the app's clock). */
    async create(values: UpcomingEventValues, at = new Date()): Promise<UpcomingEvent> {
      const now = nowIso();
      const publish_at = values.status === 'draft' ? null : at.toISOString();
      const row = await db
        .insertInto('upcoming_events')
        .values(
          fields.toRow(
            { ...values, status: values.status ?? 'published' },
            { id: newId(), created_at: now, updated_at: now, publish_at },
          ),
        )
        .returning(fields.columns)
        .executeTakeFirstOrThrow();
      return toEvent(row);
    },

    async update(
      id: string,
      values: Partial<UpcomingEventValues>,
      at = new Date(),
    ): Promise<UpcomingEvent | undefined> {
      // Published without a time: public from now, or as it was when it is public already.
      const publishNow = values.status === 'published' && values.publishAt === undefined;
      const row = await db
        .updateTable('upcoming_events')
        .set({
          ...fields.changes(values),
          ...(publishNow ? { publish_at: publishAtOnSave(at) } : {}),
          updated_at: nowIso(),
        })
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
        .select(['id', 'title', 'image_url', 'description'])
        .where((eb) =>
          eb.or([eb('image_url', 'is not', null), eb('description', 'like', '%/media/%')]),
        )
        .execute();
      return rows.flatMap((row) => [
        ...(row.image_url
          ? [{ url: row.image_url, place: 'event-image' as const, id: row.id, title: row.title }]
          : []),
        ...mediaUrlsIn(row.description).map((url) => ({
          url,
          place: 'event-description' as const,
          id: row.id,
          title: row.title,
        })),
      ]);
    },
  };
}
