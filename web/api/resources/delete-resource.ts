import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { resourceKeys } from './resource-keys';

const DELETE_RESOURCE_FAILED = 'Failed to delete learning resource';

/** DELETE /api/resources/:id. */
async function deleteResource(id: string): Promise<string> {
  await apiClient.delete(`/api/resources/${encodeURIComponent(id)}`, {
    fallbackMessage: DELETE_RESOURCE_FAILED,
  });
  return id;
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourceKeys.all }),
  });
}
