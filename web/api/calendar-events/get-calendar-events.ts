import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calendarEventSchema, type CalendarEvent } from '@contract/calendar';
import { apiClient } from '@/lib/api-client';
import { totalFrom, type AdminListParams, type PagedList } from '@/lib/paged-list';
import { withStoreMessage } from '@/lib/store-message';
import { calendarEventKeys } from './calendar-event-keys';

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
    .catch(withStoreMessage('Failed to fetch events'));
  return { items, total: total === undefined || total < 0 ? items.length : total };
}

/** The admin's list: one page, the one before staying on screen while the next loads. */
export function useAdminCalendarEvents(params: AdminListParams) {
  return useQuery({
    queryKey: calendarEventKeys.admin(params),
    queryFn: ({ signal }) => getAdminCalendarEvents(params, signal),
    placeholderData: keepPreviousData,
  });
}
