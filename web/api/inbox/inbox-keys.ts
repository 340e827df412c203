import type { InboxListQuery } from '@contract/inbox';

/** Every cached inbox query sits under ['inbox'], so a change refreshes them all. */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: (query: InboxListQuery) => [...inboxKeys.all, 'list', query] as const,
  openCount: () => [...inboxKeys.all, 'open-count'] as const,
};
