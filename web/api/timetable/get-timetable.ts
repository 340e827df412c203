import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Level, TimetableCategory } from '@contract/constants';
import { timetableClassSchema, type TimetableClass } from '@contract/timetable';
import { apiClient } from '@/lib/api-client';
import { totalFrom, type AdminListParams, type PagedList } from '@/lib/paged-list';
import { withStoreMessage } from '@/lib/store-message';
import { timetableKeys } from './timetable-keys';
import { FETCH_TIMETABLE_FAILED } from './messages';

export type AdminTimetableParams = AdminListParams & {
  category?: TimetableCategory | undefined;
  level?: Level | undefined;
};

/** GET /api/timetable?category=&level=&q=&page=&pageSize=: the admin's page of classes. */
async function getAdminTimetable(
  params: AdminTimetableParams,
  signal?: AbortSignal,
): Promise<PagedList<TimetableClass>> {
  let total: number | undefined;
  const items = await apiClient
    .get('/api/timetable', {
      query: params,
      schema: timetableClassSchema.array(),
      signal,
      onResponse: (response) => (total = totalFrom(response, -1)),
    })
    .catch(withStoreMessage(FETCH_TIMETABLE_FAILED));
  return { items, total: total === undefined || total < 0 ? items.length : total };
}

function adminTimetableQueryOptions(params: AdminTimetableParams) {
  return queryOptions({
    queryKey: timetableKeys.admin(params),
    queryFn: ({ signal }) => getAdminTimetable(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The admin's list: one page, the one before staying on screen while the next loads. */
export function useAdminTimetable(params: AdminTimetableParams) {
  return useQuery(adminTimetableQueryOptions(params));
}
