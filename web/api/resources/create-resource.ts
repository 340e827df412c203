import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  learningResourceSchema,
  type LearningResource,
  type LearningResourceCreate,
} from '@contract/resources';
import { apiClient } from '@/lib/api-client';
import { resourceKeys } from './resource-keys';

const CREATE_RESOURCE_FAILED = 'Failed to create learning resource';

/** POST /api/resources (JSON). */
function createResource(values: LearningResourceCreate): Promise<LearningResource> {
  return apiClient.post('/api/resources', values, {
    schema: learningResourceSchema,
    fallbackMessage: CREATE_RESOURCE_FAILED,
  });
}

export function useCreateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
