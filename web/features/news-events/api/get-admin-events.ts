import { queryOptions, useQuery } from '@tanstack/react-query';
import { maxPageSize } from '@contract/constants';
import type { UpcomingEvent } from '@contract/upcoming-events';
import { eventKeys } from './event-keys';
import { getUpcomingEvents } from './get-upcoming-events';

/** The admin's list: past events too, as many as one request may ask for. */
export function getAdminEventsQueryOptions() {
  return queryOptions({
    queryKey: eventKeys.admin(),
    queryFn: async ({ signal }): Promise<UpcomingEvent[]> =>
      (await getUpcomingEvents({ limit: maxPageSize, page: 1, upcoming: false }, signal)).events,
  });
}

export function useAdminEvents() {
  return useQuery(getAdminEventsQueryOptions());
}
