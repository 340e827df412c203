import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsPageSchema, type NewsPage } from '@contract/news';
import { apiClient } from '@/lib/api-client';
import { academicsKeys } from './academics-keys';

/** Hub page: 4 news items (spec §9). */
export const HUB_NEWS_COUNT = 4;

/** GET /api/academic-news?limit=4: the newest academic news for the hub. */
export function getHubNews(signal?: AbortSignal): Promise<NewsPage> {
  return apiClient.get('/api/academic-news', {
    query: { limit: HUB_NEWS_COUNT },
    schema: newsPageSchema,
    fallbackMessage: 'Failed to fetch academic news',
    signal,
  });
}

export function getHubNewsQueryOptions() {
  return queryOptions({
    queryKey: academicsKeys.hubNews(),
    queryFn: ({ signal }) => getHubNews(signal),
  });
}

export function useHubNews() {
  return useQuery(getHubNewsQueryOptions());
}
