import { newsPageSchema, type NewsPage } from '@contract/news';
import { apiClient } from '@/lib/api-client';
import type { NewsListParams } from './news-keys';

/** The spec's message when news cannot be read, here and in the pages' loaders. */
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
