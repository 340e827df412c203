import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsPageSchema, type NewsItem } from '@contract/news';
import { apiClient } from '@/lib/api-client';

/** Home, section 10: how many announcements it shows. */
export const LATEST_NEWS_COUNT = 3;
export const FETCH_LATEST_NEWS_FAILED = 'Failed to fetch academic news';

/** GET /api/academic-news?limit=3: the newest items (the API lists newest first). */
export async function getLatestNews(signal?: AbortSignal): Promise<NewsItem[]> {
  const page = await apiClient.get('/api/academic-news', {
    query: { limit: LATEST_NEWS_COUNT, page: 1 },
    schema: newsPageSchema,
    fallbackMessage: FETCH_LATEST_NEWS_FAILED,
    signal,
  });
  return page.news.slice(0, LATEST_NEWS_COUNT);
}

export function getLatestNewsQueryOptions() {
  return queryOptions({
    // Under ['academic-news'], so a change made in the admin refreshes it too.
    queryKey: ['academic-news', 'latest', LATEST_NEWS_COUNT] as const,
    queryFn: ({ signal }) => getLatestNews(signal),
  });
}

export function useLatestNews() {
  return useQuery(getLatestNewsQueryOptions());
}
