/** Every cached timetable query sits under ['timetable'], the admin's paged lists included. */
export const timetableKeys = {
  all: ['timetable'] as const,
  admin: (params?: object) => [...timetableKeys.all, 'admin', params] as const,
  /** The next semester's draft under review (staff). */
  draft: () => [...timetableKeys.all, 'draft'] as const,
};
