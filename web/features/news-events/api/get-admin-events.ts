import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UpcomingEvent } from '@contract/upcoming-events';
import type { PagedList } from '@/lib/paged-list';
import { eventKeys, type AdminEventParams } from './event-keys';
import { getUpcomingEvents } from './get-upcoming-events';

/** The admin's list: one page of the search, past events too; the mutations edit it in place. */
async function getAdminEvents(
  params: AdminEventParams,
  signal?: AbortSignal,
): Promise<PagedList<UpcomingEvent>> {
  const { events, total } = await getUpcomingEvents(
    { q: params.q, page: params.page, limit: params.pageSize, upcoming: false },
    signal,
  );
  return { items: events, total };
}

export function useAdminEvents(params: AdminEventParams) {
  return useQuery({
    queryKey: eventKeys.admin(params),
    queryFn: ({ signal }) => getAdminEvents(params, signal),
    placeholderData: keepPreviousData,
  });
}
