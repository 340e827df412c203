import type { Selectable } from 'kysely';
import { clockTimesOf } from '../../contract/class-time';
import { days, type Day, type Level, type TimetableCategory } from '../../contract/constants';
import type { TimetableClass } from '../../contract/timetable';
import { parseTimeRange } from '../../contract/class-time';
import type { DB } from '../client';
import { containsAnyInsensitive, engineOf } from '../dialect';
import type { TimetableClassesTable } from '../tables/content';
import { newId, nowIso, pageOfRows, type Page } from './shared';

type Row = Selectable<TimetableClassesTable>;

export interface TimetableClassValues {
  day: Day;
  time: string;
  course: string;
  venue: string;
  lecturer?: string | undefined;
  category: TimetableCategory;
  level: Level;
}

/** Minutes after midnight at which a class starts, so classes sort by start time; no time sorts last. */
export const startMinutes = (time: string): number => parseTimeRange(time).start ?? 24 * 60;

const toClass = (row: Row): TimetableClass => ({
  _id: row.id,
  id: row.id,
  day: row.day as Day,
  time: row.time,
  ...clockTimesOf(row.time),
  course: row.course,
  venue: row.venue,
  lecturer: row.lecturer,
  category: row.category as TimetableCategory,
  level: row.level as Level,
});

function columnsOf(values: Partial<TimetableClassValues>): Partial<Row> {
  const columns: Partial<Row> = {};
  if (values.day !== undefined)
    Object.assign(columns, { day: values.day, day_index: days.indexOf(values.day) });
  if (values.time !== undefined)
    Object.assign(columns, { time: values.time, start_minutes: startMinutes(values.time) });
  if (values.course !== undefined) columns.course = values.course;
  if (values.venue !== undefined) columns.venue = values.venue;
  if ('lecturer' in values) columns.lecturer = values.lecturer ?? '';
  if (values.category !== undefined) columns.category = values.category;
  if (values.level !== undefined) columns.level = values.level;
  return columns;
}

/** The text a search looks in. */
const searched = ['course', 'venue', 'lecturer', 'day', 'time', 'level', 'category'] as const;

export interface TimetableFilter {
  category?: TimetableCategory | undefined;
  level?: Level | undefined;
  /** Text one of the searched columns contains, any case. */
  q?: string | undefined;
}

export function timetableRepository(db: DB) {
  const engine = engineOf(db);
  const matching = (filter: TimetableFilter) => {
    let query = db.selectFrom('timetable_classes');
    if (filter.category && filter.category !== 'all')
      query = query.where('category', 'in', [filter.category, 'all']);
    if (filter.level) query = query.where('level', '=', filter.level);
    if (filter.q) query = query.where(containsAnyInsensitive(engine, searched, filter.q));
    return query;
  };

  return {
    /** Ordered by day, then start time. A category filter includes the classes shared by all. */
    async list(filter: TimetableFilter = {}): Promise<TimetableClass[]> {
      return (await this.page(filter)).items;
    },

    /** `list`, one page of it when `page` is given, and how many match in all. */
    async page(
      filter: TimetableFilter,
      page?: Page,
    ): Promise<{ items: TimetableClass[]; total: number }> {
      const { rows, total } = await pageOfRows(
        matching(filter)
          .selectAll()
          .orderBy('day_index', 'asc')
          .orderBy('start_minutes', 'asc')
          .orderBy('course', 'asc'),
        matching(filter).select((eb) => eb.fn.countAll<number>().as('total')),
        page,
      );
      return { items: rows.map(toClass), total };
    },

    async get(id: string): Promise<TimetableClass | undefined> {
      const row = await db
        .selectFrom('timetable_classes')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toClass(row);
    },

    async create(values: TimetableClassValues): Promise<TimetableClass> {
      const now = nowIso();
      const row = await db
        .insertInto('timetable_classes')
        .values({
          id: newId(),
          day: values.day,
          day_index: days.indexOf(values.day),
          time: values.time,
          start_minutes: startMinutes(values.time),
          course: values.course,
          venue: values.venue,
          lecturer: values.lecturer ?? '',
          category: values.category,
          level: values.level,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toClass(row);
    },

    async update(
      id: string,
      values: Partial<TimetableClassValues>,
    ): Promise<TimetableClass | undefined> {
      const row = await db
        .updateTable('timetable_classes')
        .set({ ...columnsOf(values), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toClass(row);
    },

    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('timetable_classes')
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
