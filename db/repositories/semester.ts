import type { Semester } from '../../contract/semester';
import type { DB } from '../client';
import { nowIso } from './shared';

const CURRENT = 'current';

/** The current semester's dates: one row, written over on every change. */
export function semesterRepository(db: DB) {
  return {
    async get(): Promise<Semester | null> {
      const row = await db
        .selectFrom('semester')
        .selectAll()
        .where('id', '=', CURRENT)
        .executeTakeFirst();
      return row ? { startDate: row.start_date, endDate: row.end_date } : null;
    },

    async set(semester: Semester): Promise<Semester> {
      const values = {
        start_date: semester.startDate,
        end_date: semester.endDate,
        updated_at: nowIso(),
      };
      await db
        .insertInto('semester')
        .values({ id: CURRENT, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
        .execute();
      return semester;
    },
  };
}
