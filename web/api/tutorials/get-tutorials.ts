import { queryOptions, useQuery } from '@tanstack/react-query';
import { tutorialSchema, type Tutorial } from '@contract/tutorials';
import { apiClient } from '@/lib/api-client';
import { tutorialKeys } from './tutorial-keys';
import { FETCH_TUTORIALS_FAILED } from './messages';

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
