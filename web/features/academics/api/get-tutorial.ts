import { queryOptions, useQuery } from '@tanstack/react-query';
import { tutorialSchema, type Tutorial } from '@contract/tutorials';
import { apiClient } from '@/lib/api-client';
import { academicsKeys } from './academics-keys';

export const FETCH_TUTORIAL_FAILED = 'Failed to fetch the tutorial';

/** GET /api/tutorials/:id with its comments; an unknown id fails with 404. */
export function getTutorial(id: string, signal?: AbortSignal): Promise<Tutorial> {
  return apiClient.get(`/api/tutorials/${encodeURIComponent(id)}`, {
    schema: tutorialSchema,
    fallbackMessage: FETCH_TUTORIAL_FAILED,
    signal,
  });
}

export function getTutorialQueryOptions(id: string) {
  return queryOptions({
    queryKey: academicsKeys.tutorial(id),
    queryFn: ({ signal }) => getTutorial(id, signal),
  });
}

export function useTutorial(id: string) {
  return useQuery(getTutorialQueryOptions(id));
}
