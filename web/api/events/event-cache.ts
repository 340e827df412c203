import type { QueryClient } from '@tanstack/react-query';
import type { UpcomingEvent } from '@contract/upcoming-events';
import { editPagedLists } from '@/lib/paged-list';
import { eventKeys } from './event-keys';

/**
 * What a change does to the cache: the admin list is edited in place as spec §4 says (a created
 * event goes to the front, an update replaces the event with the same id, a delete removes it),
 * and every public list and event page is refetched.
 */
export function applyEventChange(
  queryClient: QueryClient,
  change: { created: UpcomingEvent } | { updated: UpcomingEvent } | { deleted: string },
): Promise<void> {
  void editPagedLists(queryClient, [...eventKeys.all, 'admin'], change, { createdAt: 'start' });
  return queryClient.invalidateQueries({
    queryKey: eventKeys.all,
    predicate: (query) => query.queryKey[1] !== 'admin',
  });
}
