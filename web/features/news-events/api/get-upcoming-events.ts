import { queryOptions, useQuery } from '@tanstack/react-query';
import { upcomingEventsPageSchema, type UpcomingEventsPage } from '@contract/upcoming-events';
import { apiClient } from '@/lib/api-client';
import { eventKeys, type EventListParams } from './event-keys';

export const FETCH_EVENTS_FAILED = 'Failed to fetch upcoming events';

/** GET /api/upcoming-events?limit=&page=&upcoming=: one page of events, soonest first. */
export function getUpcomingEvents(
  params: EventListParams,
  signal?: AbortSignal,
): Promise<UpcomingEventsPage> {
  return apiClient.get('/api/upcoming-events', {
    query: {
      limit: params.limit,
      page: params.page,
      upcoming: params.upcoming,
      q: params.q,
    },
    schema: upcomingEventsPageSchema,
    fallbackMessage: FETCH_EVENTS_FAILED,
    signal,
  });
}

export function getUpcomingEventsQueryOptions(params: EventListParams = {}) {
  return queryOptions({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => getUpcomingEvents(params, signal),
  });
}

export function useUpcomingEvents(params: EventListParams = {}) {
  return useQuery(getUpcomingEventsQueryOptions(params));
}
