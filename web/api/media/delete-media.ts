import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { mediaKeys } from './media-keys';

const DELETE_MEDIA_FAILED = 'Failed to delete the file';

/** DELETE /api/admin/media/:id: refused (409, saying where) while the file is used. */
async function deleteMedia(id: string): Promise<string> {
  await apiClient.delete(`/api/admin/media/${encodeURIComponent(id)}`, {
    fallbackMessage: DELETE_MEDIA_FAILED,
  });
  return id;
}

/** Refreshes the library after a delete, and after a refusal too: the usages it shows were stale. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
