import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  learningResourceSchema,
  type LearningResource,
  type LearningResourceCreate,
} from '@contract/resources';
import { apiClient } from '@/lib/api-client';
import { resourceKeys } from './resource-keys';

const UPDATE_RESOURCE_FAILED = 'Failed to update learning resource';

/** PUT /api/resources/:id (JSON); a blank level or thumbnail clears it. */
function updateResource({
  id,
  values,
}: {
  id: string;
  values: LearningResourceCreate;
}): Promise<LearningResource> {
  return apiClient.put(`/api/resources/${encodeURIComponent(id)}`, values, {
    schema: learningResourceSchema,
    fallbackMessage: UPDATE_RESOURCE_FAILED,
  });
}

export function useUpdateResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
