/** The current semester's dates (migration 0005). */
interface SemesterTable {
  /** Always 'current'. */
  id: string;
  /** Calendar dates, stored as that day at midnight UTC like every calendar date. */
  start_date: string;
  end_date: string;
  updated_at: string;
}

export interface SemesterTables {
  semester: SemesterTable;
}
