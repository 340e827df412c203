import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsItem } from '@contract/news';
import { maxPageSize } from '@contract/constants';
import { getAcademicNews } from './get-academic-news';
import { newsKeys } from './news-keys';

/**
 * The admin's list: as many items as one request may ask for, so staff see (and can edit) far
 * more than the public page's 20. Kept as a plain array the mutations edit in place.
 */
export function getAdminNewsQueryOptions() {
  return queryOptions({
    queryKey: newsKeys.admin(),
    queryFn: async ({ signal }): Promise<NewsItem[]> =>
      (await getAcademicNews({ limit: maxPageSize, page: 1 }, signal)).news,
  });
}

export function useAdminNews() {
  return useQuery(getAdminNewsQueryOptions());
}
