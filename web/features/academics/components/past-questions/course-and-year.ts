import { ALL } from '@/features/academics/filters';

/**
 * The course and year the address asks for, if any. 'all' is no filter: the filters' form, sent
 * without scripts, says so.
 */
export function courseAndYear(params: URLSearchParams): {
  course: string | undefined;
  year: number | undefined;
} {
  const course = params.get('course');
  const year = Number(params.get('year'));
  return {
    course: course && course !== ALL ? course : undefined,
    year: Number.isInteger(year) && year > 0 ? year : undefined,
  };
}
