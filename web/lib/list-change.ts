import type { QueryClient } from '@tanstack/react-query';
import { editPagedLists } from './paged-list';

/**
 * Edits a cached list as spec §4 says: a created item is appended, an update replaces the item with
 * the same id, a delete removes it. The list is marked stale but not refetched, so the admin keeps
 * the order of the session; the next visit loads the server's order.
 */
export function applyListChange<T extends { _id: string }>(
  queryClient: QueryClient,
  queryKey: readonly string[],
  change: { created: T } | { updated: T } | { deleted: string },
): Promise<void> {
  void editPagedLists(queryClient, [...queryKey, 'admin'], change);
  queryClient.setQueryData<T[]>(queryKey, (items) => {
    if (!items) return items;
    if ('created' in change) {
      // Already there: a refetch that ran after the create brought it.
      if (items.some((item) => item._id === change.created._id)) return items;
      return [...items, change.created];
    }
    if ('updated' in change)
      return items.map((item) => (item._id === change.updated._id ? change.updated : item));
    return items.filter((item) => item._id !== change.deleted);
  });
  return queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}
