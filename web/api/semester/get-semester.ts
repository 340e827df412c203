import { queryOptions, useQuery } from '@tanstack/react-query';
import { semesterResponseSchema, type Semester } from '@contract/semester';
import { apiClient } from '@/lib/api-client';
import { semesterKeys } from './semester-keys';

/** GET /api/semester: the span the timetable feed covers; null until staff set it. */
async function getSemester(signal?: AbortSignal): Promise<Semester | null> {
  const { semester } = await apiClient.get('/api/semester', {
    schema: semesterResponseSchema,
    fallbackMessage: 'Failed to fetch the semester dates',
    signal,
  });
  return semester;
}

function getSemesterQueryOptions() {
  return queryOptions({
    queryKey: semesterKeys.all,
    queryFn: ({ signal }) => getSemester(signal),
  });
}

export function useSemester() {
  return useQuery(getSemesterQueryOptions());
}
