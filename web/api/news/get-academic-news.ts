import { newsPageSchema, type NewsPage } from '@contract/news';
import { apiClient } from '@/lib/api-client';
import type { NewsListParams } from './news-keys';
import { FETCH_NEWS_FAILED } from './messages';

/** GET /api/academic-news?category=&limit=&page=&q=&includeDrafts=: one page of news, newest first. */
export function getAcademicNews(params: NewsListParams, signal?: AbortSignal): Promise<NewsPage> {
  return apiClient.get('/api/academic-news', {
    query: {
      category: params.category,
      limit: params.limit,
      page: params.page,
      q: params.q,
      includeDrafts: params.includeDrafts,
    },
    schema: newsPageSchema,
    fallbackMessage: FETCH_NEWS_FAILED,
    signal,
  });
}
