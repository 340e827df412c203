import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseSchema, type Course } from '@contract/courses';
import { apiClient } from '@/lib/api-client';
import { courseKeys, type AcademicFilter } from './course-keys';
import { FETCH_COURSES_FAILED } from './messages';

/** GET /api/courses?category=&level=: courses by category, level and code. */
function getCourses(filter: AcademicFilter = {}, signal?: AbortSignal): Promise<Course[]> {
  return apiClient.get('/api/courses', {
    query: { category: filter.category, level: filter.level },
    schema: courseSchema.array(),
    fallbackMessage: FETCH_COURSES_FAILED,
    signal,
  });
}

function getCoursesQueryOptions(filter: AcademicFilter = {}) {
  return queryOptions({
    queryKey: courseKeys.list(filter),
    queryFn: ({ signal }) => getCourses(filter, signal),
  });
}

export function useCourses(filter: AcademicFilter = {}) {
  return useQuery(getCoursesQueryOptions(filter));
}
