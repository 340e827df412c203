import { queryOptions, useQuery } from '@tanstack/react-query';
import { timetableClassSchema, type TimetableClass } from '@contract/timetable';
import { apiClient } from '@/lib/api-client';
import { timetableKeys } from './timetable-keys';

/** GET /api/timetable/draft: the next semester's classes under review; empty when none. */
function getDraftTimetable(signal?: AbortSignal): Promise<TimetableClass[]> {
  return apiClient.get('/api/timetable/draft', {
    schema: timetableClassSchema.array(),
    fallbackMessage: "Failed to fetch the next semester's timetable",
    signal,
  });
}

export function useDraftTimetable() {
  return useQuery(
    queryOptions({
      queryKey: timetableKeys.draft(),
      queryFn: ({ signal }) => getDraftTimetable(signal),
    }),
  );
}
