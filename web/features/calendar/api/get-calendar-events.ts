import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarEventSchema, type CalendarEvent } from '@contract/calendar';
import { apiClient } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';
import { withStoreMessage } from './store-message';

/** GET /api/events: every calendar event, in date order. */
export function getCalendarEvents(signal?: AbortSignal): Promise<CalendarEvent[]> {
  return apiClient
    .get('/api/events', { schema: calendarEventSchema.array(), signal })
    .catch(withStoreMessage('Failed to fetch events'));
}

export function getCalendarEventsQueryOptions() {
  return queryOptions({
    queryKey: calendarKeys.events,
    queryFn: ({ signal }) => getCalendarEvents(signal),
  });
}

export function useCalendarEvents() {
  return useQuery(getCalendarEventsQueryOptions());
}
