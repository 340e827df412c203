import type { Semester } from '../../contract/semester';

/** The sample calendar's current semester: first-semester lectures of 2026/2027 (seed/calendar.ts). */
export function sampleSemester(): Semester {
  return { startDate: '2026-09-14T00:00:00.000Z', endDate: '2027-01-29T00:00:00.000Z' };
}
