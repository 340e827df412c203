import type { PhotoCategory } from '@contract/constants';
import type { AdminListParams } from '@/lib/paged-list';

/**
 * Every cached photo query sits under ['photos'], so one invalidation after an upload, an edit or
 * a delete refreshes the admin list and every public page at once.
 */
export const photoKeys = {
  all: ['photos'] as const,
  /** The admin's list: one page of a search (GET /api/photos?q=&page=&pageSize=). */
  list: (params?: AdminListParams) => [...photoKeys.all, 'list', params] as const,
  /** The public pages: one collection (or every photo) in pages of `limit`. */
  pages: (category: PhotoCategory | null, limit: number) =>
    [...photoKeys.all, 'pages', category ?? 'all', limit] as const,
};
