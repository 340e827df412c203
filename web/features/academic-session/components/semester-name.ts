import type { SemesterName } from '@contract/academic-session';

/** 'first' → 'First semester'. */
export const semesterName = (semester: SemesterName): string =>
  semester === 'first' ? 'First semester' : 'Second semester';
