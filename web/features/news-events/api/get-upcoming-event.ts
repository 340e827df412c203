import { queryOptions, useQuery } from '@tanstack/react-query';
import { upcomingEventSchema, type UpcomingEvent } from '@contract/upcoming-events';
import { apiClient } from '@/lib/api-client';
import { eventKeys } from './event-keys';
import { FETCH_EVENTS_FAILED } from './get-upcoming-events';

/** GET /api/upcoming-events/:id: one event; an unknown id fails with status 404. */
export function getUpcomingEvent(id: string, signal?: AbortSignal): Promise<UpcomingEvent> {
  return apiClient.get(`/api/upcoming-events/${encodeURIComponent(id)}`, {
    schema: upcomingEventSchema,
    fallbackMessage: FETCH_EVENTS_FAILED,
    signal,
  });
}

export function getUpcomingEventQueryOptions(id: string) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => getUpcomingEvent(id, signal),
  });
}

export function useUpcomingEvent(id: string) {
  return useQuery(getUpcomingEventQueryOptions(id));
}

/** The event's .ics file (GET /api/upcoming-events/:id/ics), for 'Add to calendar'. */
export const eventCalendarFileUrl = (id: string): string =>
  `/api/upcoming-events/${encodeURIComponent(id)}/ics`;
