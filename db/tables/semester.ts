/** The current semester's dates (migration 0005). */
interface SemesterTable {
  /** Always 'current'. */
  id: string;
  /** Calendar dates, stored as that day at midnight UTC like every calendar date. */
  start_date: string;
  end_date: string;
  updated_at: string;
}

/** The current academic session and semester (migration 0017): one row, 'current'. */
interface AcademicSessionTable {
  id: string;
  /** '2026/2027'. */
  session: string;
  /** 'first' or 'second'. */
  semester: string;
  updated_at: string;
}

/** The executive council as it stood when its session ended (migration 0017). */
interface PastCouncilMembersTable {
  id: string;
  session: string;
  name: string;
  role: string;
  image_url: string | null;
  /** The member's place in the council then, from 0. */
  sort_order: number;
  archived_at: string;
}

export interface SemesterTables {
  semester: SemesterTable;
  academic_session: AcademicSessionTable;
  past_council_members: PastCouncilMembersTable;
}
