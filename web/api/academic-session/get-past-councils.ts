import { queryOptions, useQuery } from '@tanstack/react-query';
import { pastCouncilsResponseSchema, type PastCouncil } from '@contract/academic-session';
import { apiClient } from '@/lib/api-client';
import { academicSessionKeys } from './academic-session-keys';

/** GET /api/past-councils: latest session first. */
function getPastCouncils(signal?: AbortSignal): Promise<PastCouncil[]> {
  return apiClient.get('/api/past-councils', {
    schema: pastCouncilsResponseSchema,
    fallbackMessage: 'Failed to fetch the past councils',
    signal,
  });
}

export function usePastCouncils() {
  return useQuery(
    queryOptions({
      queryKey: academicSessionKeys.pastCouncils(),
      queryFn: ({ signal }) => getPastCouncils(signal),
    }),
  );
}
