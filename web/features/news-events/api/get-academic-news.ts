import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { newsPageSchema, type NewsPage } from '@contract/news';
import { apiClient } from '@/lib/api-client';
import { newsKeys, type NewsListParams } from './news-keys';

export const FETCH_NEWS_FAILED = 'Failed to fetch academic news';

/** GET /api/academic-news?category=&limit=&page=: one page of news, newest first. */
export function getAcademicNews(params: NewsListParams, signal?: AbortSignal): Promise<NewsPage> {
  return apiClient.get('/api/academic-news', {
    query: { category: params.category, limit: params.limit, page: params.page, q: params.q },
    schema: newsPageSchema,
    fallbackMessage: FETCH_NEWS_FAILED,
    signal,
  });
}

export function getAcademicNewsQueryOptions(params: NewsListParams = {}) {
  return queryOptions({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) => getAcademicNews(params, signal),
  });
}

/** A page of news. While another page or category loads, the previous one stays on screen. */
export function useAcademicNews(params: NewsListParams = {}) {
  return useQuery({ ...getAcademicNewsQueryOptions(params), placeholderData: keepPreviousData });
}
