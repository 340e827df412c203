import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningResourceSchema, type LearningResource } from '@contract/resources';
import { apiClient } from '@/lib/api-client';
import { resourceKeys } from './resource-keys';
import { FETCH_RESOURCES_FAILED } from './messages';

/** GET /api/resources: every learning resource, newest first (searched and filtered on the client). */
function getResources(signal?: AbortSignal): Promise<LearningResource[]> {
  return apiClient.get('/api/resources', {
    schema: learningResourceSchema.array(),
    fallbackMessage: FETCH_RESOURCES_FAILED,
    signal,
  });
}

function getResourcesQueryOptions() {
  return queryOptions({
    queryKey: resourceKeys.list(),
    queryFn: ({ signal }) => getResources(signal),
  });
}

export function useResources() {
  return useQuery(getResourcesQueryOptions());
}
