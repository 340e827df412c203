import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseSchema, type Course } from '@contract/courses';
import { apiClient } from '@/lib/api-client';
import { academicsKeys } from './academics-keys';

export const FETCH_COURSE_FAILED = 'Failed to fetch the course';

/** GET /api/courses/:id by row id or course code ('PHY 101'); an unknown one fails with 404. */
export function getCourse(id: string, signal?: AbortSignal): Promise<Course> {
  return apiClient.get(`/api/courses/${encodeURIComponent(id)}`, {
    schema: courseSchema,
    fallbackMessage: FETCH_COURSE_FAILED,
    signal,
  });
}

export function getCourseQueryOptions(id: string) {
  return queryOptions({
    queryKey: academicsKeys.course(id),
    queryFn: ({ signal }) => getCourse(id, signal),
  });
}

export function useCourse(id: string) {
  return useQuery(getCourseQueryOptions(id));
}
