import type { QueryClient } from '@tanstack/react-query';
import type { NewsItem } from '@contract/news';
import { newsKeys } from './news-keys';

/**
 * What a change does to the cache: the admin list is edited in place as spec §4 says (a created
 * item goes to the front, an update replaces the item with the same id, a delete removes it), and
 * every public list and article is refetched.
 */
export function applyNewsChange(
  queryClient: QueryClient,
  change: { created: NewsItem } | { updated: NewsItem } | { deleted: string },
): Promise<void> {
  queryClient.setQueryData<NewsItem[]>(newsKeys.admin(), (items) => {
    if (!items) return items;
    if ('created' in change) return [change.created, ...items];
    if ('updated' in change)
      return items.map((item) => (item._id === change.updated._id ? change.updated : item));
    return items.filter((item) => item._id !== change.deleted);
  });
  return queryClient.invalidateQueries({
    queryKey: newsKeys.all,
    predicate: (query) => query.queryKey[1] !== 'admin',
  });
}
