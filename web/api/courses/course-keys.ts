import type { CategoryId, Level } from '@contract/constants';

/** A category and/or level to narrow a list by; absent means every one. */
export interface AcademicFilter {
  category?: CategoryId | undefined;
  level?: Level | undefined;
}

/** Drops absent values, so { category: undefined } and {} share one cache entry. */
const clean = (filter: AcademicFilter): AcademicFilter => ({
  ...(filter.category ? { category: filter.category } : {}),
  ...(filter.level ? { level: filter.level } : {}),
});

/** Every cached course query sits under ['courses'], so a change refetches every list of them. */
export const courseKeys = {
  all: ['courses'] as const,
  list: (filter: AcademicFilter = {}) => [...courseKeys.all, 'list', clean(filter)] as const,
};
