import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tutorialSchema, type Tutorial } from '@contract/tutorials';
import { apiClient } from '@/lib/api-client';
import { academicsKeys, type AcademicFilter } from './academics-keys';
import { FETCH_TUTORIALS_FAILED } from './get-tutorials';

/** GET /api/tutorials/filter?category=&level=: the tutorials of a category and/or level. */
export function filterTutorials(filter: AcademicFilter, signal?: AbortSignal): Promise<Tutorial[]> {
  return apiClient.get('/api/tutorials/filter', {
    query: { category: filter.category, level: filter.level },
    schema: tutorialSchema.array(),
    fallbackMessage: FETCH_TUTORIALS_FAILED,
    signal,
  });
}

export function filterTutorialsQueryOptions(filter: AcademicFilter) {
  return queryOptions({
    queryKey: academicsKeys.tutorialFilter(filter),
    queryFn: ({ signal }) => filterTutorials(filter, signal),
  });
}

/** While another filter loads, the previous list stays on screen (marked busy). */
export function useFilteredTutorials(filter: AcademicFilter, enabled = true) {
  return useQuery({
    ...filterTutorialsQueryOptions(filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}
