import { queryOptions, useQuery } from '@tanstack/react-query';
import { timetableClassSchema, type TimetableClass } from '@contract/timetable';
import { apiClient } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';
import { withStoreMessage } from './store-message';

/** GET /api/timetable: every class, by day then start time; the page filters on the client. */
export function getTimetable(signal?: AbortSignal): Promise<TimetableClass[]> {
  return apiClient
    .get('/api/timetable', { schema: timetableClassSchema.array(), signal })
    .catch(withStoreMessage('Failed to fetch timetable'));
}

export function getTimetableQueryOptions() {
  return queryOptions({
    queryKey: calendarKeys.timetable,
    queryFn: ({ signal }) => getTimetable(signal),
  });
}

export function useTimetable() {
  return useQuery(getTimetableQueryOptions());
}
