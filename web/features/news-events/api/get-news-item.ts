import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsItemSchema, type NewsItem } from '@contract/news';
import { apiClient } from '@/lib/api-client';
import { FETCH_NEWS_FAILED } from './get-academic-news';
import { newsKeys } from './news-keys';

/** GET /api/academic-news/:id: one article; an unknown id fails with status 404. */
export function getNewsItem(id: string, signal?: AbortSignal): Promise<NewsItem> {
  return apiClient.get(`/api/academic-news/${encodeURIComponent(id)}`, {
    schema: newsItemSchema,
    fallbackMessage: FETCH_NEWS_FAILED,
    signal,
  });
}

export function getNewsItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) => getNewsItem(id, signal),
  });
}

export function useNewsItem(id: string) {
  return useQuery(getNewsItemQueryOptions(id));
}
