import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { tutorialKeys } from './tutorial-keys';

const DELETE_TUTORIAL_FAILED = 'Failed to delete tutorial';

/** DELETE /api/tutorials/:id (its comments and files go with it). */
async function deleteTutorial(id: string): Promise<string> {
  await apiClient.delete(`/api/tutorials/${encodeURIComponent(id)}`, {
    fallbackMessage: DELETE_TUTORIAL_FAILED,
  });
  return id;
}

export function useDeleteTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTutorial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tutorialKeys.all }),
  });
}
