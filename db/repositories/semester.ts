import type { Semester } from '../../contract/semester';
import type { DB } from '../client';
import type { Database } from '../schema';
import { rowMapping } from './row-mapping';
import { nowIso } from './shared';

const CURRENT = 'current';

const fields = rowMapping<Database['semester'], Semester>()({
  startDate: 'start_date',
  endDate: 'end_date',
});

/** The current semester's dates: one row, written over on every change. */
export function semesterRepository(db: DB) {
  return {
    async get(): Promise<Semester | null> {
      const row = await db
        .selectFrom('semester')
        .select(fields.columns)
        .where('id', '=', CURRENT)
        .executeTakeFirst();
      return row ? fields.toRecord(row) : null;
    },

    async set(semester: Semester): Promise<Semester> {
      const values = { ...fields.changes(semester), updated_at: nowIso() };
      await db
        .insertInto('semester')
        .values(fields.toRow(semester, { id: CURRENT, updated_at: values.updated_at }))
        .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
        .execute();
      return semester;
    },
  };
}
