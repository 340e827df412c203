import { upcomingEventsPageSchema, type UpcomingEventsPage } from '@contract/upcoming-events';
import { apiClient } from '@/lib/api-client';
import type { EventListParams } from './event-keys';
import { FETCH_EVENTS_FAILED } from './messages';

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
      includeDrafts: params.includeDrafts,
    },
    schema: upcomingEventsPageSchema,
    fallbackMessage: FETCH_EVENTS_FAILED,
    signal,
  });
}
