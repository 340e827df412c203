import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxItemSchema, type InboxItem } from '@contract/inbox';
import { apiClient } from '@/lib/api-client';
import { inboxKeys } from './inbox-keys';

const UPDATE_INBOX_FAILED = 'Failed to update the message';

/** PATCH /api/inbox/:id {handled}. */
function updateInboxItem({ id, handled }: { id: string; handled: boolean }): Promise<InboxItem> {
  return apiClient.patch(
    `/api/inbox/${encodeURIComponent(id)}`,
    { handled },
    { schema: inboxItemSchema, fallbackMessage: UPDATE_INBOX_FAILED },
  );
}

export function useUpdateInboxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInboxItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
