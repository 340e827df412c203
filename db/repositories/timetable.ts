import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { clockTimesOf } from '../../contract/class-time';
import { days, type Level, type TimetableCategory } from '../../contract/constants';
import type { TimetableClass, timetableClassCreateSchema } from '../../contract/timetable';
import { parseTimeRange } from '../../contract/class-time';
import type { DB } from '../client';
import { containsAnyInsensitive, engineOf } from '../dialect';
import type { TimetableClassesTable } from '../tables/content';
import { readOnly, rowMapping } from './row-mapping';
import { newId, nowIso, pageOfRows, type Page } from './shared';

type Row = Selectable<TimetableClassesTable>;
export type TimetableClassValues = z.output<typeof timetableClassCreateSchema>;

/** Minutes after midnight at which a class starts, so classes sort by start time; no time sorts last. */
export const startMinutes = (time: string): number => parseTimeRange(time).start ?? 24 * 60;

const fields = rowMapping<TimetableClassesTable, TimetableClass, TimetableClassValues>()({
  _id: readOnly('id'),
  id: readOnly('id'),
  day: 'day',
  time: 'time',
  course: 'course',
  venue: 'venue',
  lecturer: { column: 'lecturer', write: (lecturer) => lecturer ?? '' },
  category: 'category',
  level: 'level',
});

const toClass = (row: Pick<Row, (typeof fields.columns)[number]>): TimetableClass => ({
  ...fields.toRecord(row),
  ...clockTimesOf(row.time),
});

/** The columns the timetable is ordered by, kept with the day and time they are read from. */
const orderColumns = (values: Partial<TimetableClassValues>): Partial<Row> => ({
  ...(values.day === undefined ? {} : { day_index: days.indexOf(values.day) }),
  ...(values.time === undefined ? {} : { start_minutes: startMinutes(values.time) }),
});

/** The text a search looks in. */
const searched = ['course', 'venue', 'lecturer', 'day', 'time', 'level', 'category'] as const;

/** 'live' classes are the timetable; 'draft' ones are the next semester's copy under review. */
export type TimetableStatus = 'live' | 'draft';

export interface TimetableFilter {
  /** Live unless said: nothing public ever asks for drafts. */
  status?: TimetableStatus | undefined;
  category?: TimetableCategory | undefined;
  level?: Level | undefined;
  /** Text one of the searched columns contains, any case. */
  q?: string | undefined;
}

export function timetableRepository(db: DB) {
  const engine = engineOf(db);
  const matching = (filter: TimetableFilter) => {
    let query = db.selectFrom('timetable_classes').where('status', '=', filter.status ?? 'live');
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
          .select(fields.columns)
          .orderBy('day_index', 'asc')
          .orderBy('start_minutes', 'asc')
          .orderBy('course', 'asc'),
        matching(filter).select((eb) => eb.fn.countAll<number>().as('total')),
        page,
      );
      return { items: rows.map(toClass), total };
    },

    /** A live class (a public read). */
    async get(id: string): Promise<TimetableClass | undefined> {
      const found = await this.find(id);
      return found?.status === 'live' ? found.class : undefined;
    },

    /** A class live or draft, with which (staff changes act on either). */
    async find(
      id: string,
    ): Promise<{ class: TimetableClass; status: TimetableStatus } | undefined> {
      const row = await db
        .selectFrom('timetable_classes')
        .select([...fields.columns, 'status'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { class: toClass(row), status: row.status as TimetableStatus };
    },

    async draftCount(): Promise<number> {
      const row = await db
        .selectFrom('timetable_classes')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('status', '=', 'draft')
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The next semester's draft: a copy of every live class, new ids, for review. */
    async copyLiveToDraft(): Promise<void> {
      const now = nowIso();
      const live = await db
        .selectFrom('timetable_classes')
        .selectAll()
        .where('status', '=', 'live')
        .execute();
      if (live.length === 0) return;
      await db
        .insertInto('timetable_classes')
        .values(
          live.map((row) => ({
            ...row,
            id: newId(),
            status: 'draft',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    },

    /** The draft becomes the timetable; the classes it replaces are deleted. */
    async replaceLiveWithDraft(): Promise<void> {
      await db.deleteFrom('timetable_classes').where('status', '=', 'live').execute();
      await db
        .updateTable('timetable_classes')
        .set({ status: 'live', updated_at: nowIso() })
        .where('status', '=', 'draft')
        .execute();
    },

    async discardDraft(): Promise<number> {
      const result = await db
        .deleteFrom('timetable_classes')
        .where('status', '=', 'draft')
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** A class added to the timetable, or to the draft under review. */
    async create(
      values: TimetableClassValues,
      status: TimetableStatus = 'live',
    ): Promise<TimetableClass> {
      const now = nowIso();
      const row = await db
        .insertInto('timetable_classes')
        .values(
          fields.toRow(values, {
            id: newId(),
            day_index: days.indexOf(values.day),
            start_minutes: startMinutes(values.time),
            status,
            created_at: now,
            updated_at: now,
          }),
        )
        .returning(fields.columns)
        .executeTakeFirstOrThrow();
      return toClass(row);
    },

    async update(
      id: string,
      values: Partial<TimetableClassValues>,
    ): Promise<TimetableClass | undefined> {
      const row = await db
        .updateTable('timetable_classes')
        .set({ ...fields.changes(values), ...orderColumns(values), updated_at: nowIso() })
        .where('id', '=', id)
        .returning(fields.columns)
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
