import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsItem } from '@contract/news';
import type { AdminListParams, PagedList } from '@/lib/paged-list';
import { getAcademicNews } from './get-academic-news';
import { newsKeys } from './news-keys';

/**
 * The admin's list: one page of the search, newest first, drafts and scheduled items too; the
 * mutations edit it in place.
 */
async function getAdminNews(
  params: AdminListParams,
  signal?: AbortSignal,
): Promise<PagedList<NewsItem>> {
  const { news, total } = await getAcademicNews(
    { q: params.q, page: params.page, limit: params.pageSize, includeDrafts: true },
    signal,
  );
  return { items: news, total };
}

function adminNewsQueryOptions(params: AdminListParams) {
  return queryOptions({
    queryKey: newsKeys.admin(params),
    queryFn: ({ signal }) => getAdminNews(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminNews(params: AdminListParams) {
  return useQuery(adminNewsQueryOptions(params));
}
