import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** One page of an admin list, and how many rows match in all. */
export interface PagedList<T> {
  items: T[];
  total: number;
}

/** An admin list's search and page. */
export type AdminListParams = { q?: string | undefined; page: number; pageSize: number };

export type ListChange<T> = { created: T } | { updated: T } | { deleted: string };

/**
 * Edits every cached page under `queryKey` as spec §4 says: a created row goes to the page on
 * screen (at its `createdAt` end), an update replaces the row with the same id, a delete removes
 * it; totals follow. The pages are marked stale without refetching, so the list keeps the order
 * of the session until it is next loaded.
 */
export function editPagedLists<T extends { _id: string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  change: ListChange<T>,
  { createdAt = 'end' }: { createdAt?: 'start' | 'end' } = {},
): Promise<void> {
  queryClient.setQueriesData<PagedList<T>>({ queryKey }, (list) => {
    if (!list || !Array.isArray(list.items)) return list;
    if ('created' in change) {
      // Already there: a refetch that ran after the create (a renewed session's) brought it.
      if (list.items.some((item) => item._id === change.created._id)) return list;
      const items =
        createdAt === 'start' ? [change.created, ...list.items] : [...list.items, change.created];
      return { items, total: list.total + 1 };
    }
    if ('updated' in change) {
      return {
        ...list,
        items: list.items.map((item) => (item._id === change.updated._id ? change.updated : item)),
      };
    }
    const items = list.items.filter((item) => item._id !== change.deleted);
    return { items, total: list.total - (list.items.length - items.length) };
  });
  return queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}

/** Reads X-Total-Count (the paged array lists' total); `fallback` when it is missing. */
export function totalFrom(response: Response, fallback: number): number {
  const total = Number(response.headers.get('x-total-count'));
  return Number.isFinite(total) && response.headers.has('x-total-count') ? total : fallback;
}
