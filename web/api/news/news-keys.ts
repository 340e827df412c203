import type { NewsCategory } from '@contract/constants';
import type { AdminListParams } from '@/lib/paged-list';

export interface NewsListParams {
  category?: NewsCategory | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  /** Search (the admin list). */
  q?: string | undefined;
  /** Drafts and scheduled items too (the admin list; staff only). */
  includeDrafts?: boolean | undefined;
}

/**
 * Every cached news query sits under ['academic-news']. The admin list has a key of its own: a
 * change made there is written straight into it (spec §4: created items go to the front), while
 * the public lists and articles are refetched.
 */
export const newsKeys = {
  all: ['academic-news'] as const,
  list: (params: NewsListParams) => [...newsKeys.all, 'list', params] as const,
  admin: (params?: AdminListParams) => [...newsKeys.all, 'admin', params] as const,
  detail: (id: string) => [...newsKeys.all, 'detail', id] as const,
};
