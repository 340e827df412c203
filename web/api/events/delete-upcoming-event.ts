import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { applyEventChange } from './event-cache';

const DELETE_EVENT_FAILED = 'Failed to delete upcoming events';

/** DELETE /api/upcoming-events/:id. */
async function deleteUpcomingEvent(id: string): Promise<string> {
  await apiClient.delete(`/api/upcoming-events/${encodeURIComponent(id)}`, {
    fallbackMessage: DELETE_EVENT_FAILED,
  });
  return id;
}

export function useDeleteUpcomingEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpcomingEvent,
    onSuccess: (deleted) => applyEventChange(queryClient, { deleted }),
  });
}
