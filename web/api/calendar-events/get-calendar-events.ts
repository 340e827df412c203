import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calendarEventSchema, type CalendarEvent } from '@contract/calendar';
import { apiClient } from '@/lib/api-client';
import { totalFrom, type AdminListParams, type PagedList } from '@/lib/paged-list';
import { withStoreMessage } from '@/lib/store-message';
import { calendarEventKeys } from './calendar-event-keys';
import { FETCH_CALENDAR_EVENTS_FAILED } from './messages';

/** GET /api/events?q=&page=&pageSize=: the admin's page of events, and how many match. */
async function getAdminCalendarEvents(
  params: AdminListParams,
  signal?: AbortSignal,
): Promise<PagedList<CalendarEvent>> {
  let total: number | undefined;
  const items = await apiClient
    .get('/api/events', {
      query: params,
      schema: calendarEventSchema.array(),
      signal,
      onResponse: (response) => (total = totalFrom(response, -1)),
    })
    .catch(withStoreMessage(FETCH_CALENDAR_EVENTS_FAILED));
  return { items, total: total === undefined || total < 0 ? items.length : total };
}

function adminCalendarEventsQueryOptions(params: AdminListParams) {
  return queryOptions({
    queryKey: calendarEventKeys.admin(params),
    queryFn: ({ signal }) => getAdminCalendarEvents(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The admin's list: one page, the one before staying on screen while the next loads. */
export function useAdminCalendarEvents(params: AdminListParams) {
  return useQuery(adminCalendarEventsQueryOptions(params));
}
