import { queryOptions, useQuery } from '@tanstack/react-query';
import { tutorialSchema, type Tutorial } from '@contract/tutorials';
import { apiClient } from '@/lib/api-client';
import { tutorialKeys } from './tutorial-keys';

/** Spec §8: a failed tutorial call keeps the request's message; this is the one without a server's (the pages' loaders use it too). */
export const FETCH_TUTORIALS_FAILED = 'Failed to fetch tutorials';

/** GET /api/tutorials: every tutorial, newest upload first. */
function getTutorials(signal?: AbortSignal): Promise<Tutorial[]> {
  return apiClient.get('/api/tutorials', {
    schema: tutorialSchema.array(),
    fallbackMessage: FETCH_TUTORIALS_FAILED,
    signal,
  });
}

function getTutorialsQueryOptions() {
  return queryOptions({
    queryKey: tutorialKeys.list(),
    queryFn: ({ signal }) => getTutorials(signal),
  });
}

export function useTutorials() {
  return useQuery(getTutorialsQueryOptions());
}
