import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UpcomingEvent } from '@contract/upcoming-events';
import type { AdminListParams, PagedList } from '@/lib/paged-list';
import { eventKeys } from './event-keys';
import { getUpcomingEvents } from './get-upcoming-events';

/**
 * The admin's list: one page of the search, past events, drafts and scheduled ones too; the
 * mutations edit it in place.
 */
async function getAdminEvents(
  params: AdminListParams,
  signal?: AbortSignal,
): Promise<PagedList<UpcomingEvent>> {
  const { events, total } = await getUpcomingEvents(
    {
      q: params.q,
      page: params.page,
      limit: params.pageSize,
      upcoming: false,
      includeDrafts: true,
    },
    signal,
  );
  return { items: events, total };
}

function adminEventsQueryOptions(params: AdminListParams) {
  return queryOptions({
    queryKey: eventKeys.admin(params),
    queryFn: ({ signal }) => getAdminEvents(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminEvents(params: AdminListParams) {
  return useQuery(adminEventsQueryOptions(params));
}
