import type { MediaLibraryQuery } from '@contract/media-library';

/** Every cached media-library query sits under ['media'], so a delete refreshes them all. */
export const mediaKeys = {
  all: ['media'] as const,
  list: (query: MediaLibraryQuery) => [...mediaKeys.all, 'list', query] as const,
};
