import type { QueryClient } from '@tanstack/react-query';
import type { NewsItem } from '@contract/news';
import { editPagedLists } from '@/lib/paged-list';
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
  void editPagedLists(queryClient, [...newsKeys.all, 'admin'], change, { createdAt: 'start' });
  return queryClient.invalidateQueries({
    queryKey: newsKeys.all,
    predicate: (query) => query.queryKey[1] !== 'admin',
  });
}
