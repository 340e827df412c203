import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { inboxKeys } from './inbox-keys';

const DELETE_INBOX_FAILED = 'Failed to delete the message';

/** DELETE /api/inbox/:id. */
async function deleteInboxItem(id: string): Promise<string> {
  await apiClient.delete(`/api/inbox/${encodeURIComponent(id)}`, {
    fallbackMessage: DELETE_INBOX_FAILED,
  });
  return id;
}

export function useDeleteInboxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInboxItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
