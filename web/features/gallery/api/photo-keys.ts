import type { PhotoCategory } from '@contract/constants';

/**
 * Every cached photo query sits under ['photos'], so one invalidation after an upload, an edit or
 * a delete refreshes the admin list and every public page at once.
 */
export const photoKeys = {
  all: ['photos'] as const,
  /** The admin's full list (GET /api/photos without paging). */
  list: () => [...photoKeys.all, 'list'] as const,
  /** The public pages: one collection (or every photo) in pages of `limit`. */
  pages: (category: PhotoCategory | null, limit: number) =>
    [...photoKeys.all, 'pages', category ?? 'all', limit] as const,
};
