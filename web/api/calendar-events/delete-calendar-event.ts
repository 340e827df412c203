import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent } from '@contract/calendar';
import { apiClient } from '@/lib/api-client';
import { applyListChange } from '@/lib/list-change';
import { withStoreMessage } from '@/lib/store-message';
import { calendarEventKeys } from './calendar-event-keys';

/** DELETE /api/events/:id (by _id, spec §7). No confirmation: the admin offers Undo instead. */
async function deleteCalendarEvent(event: CalendarEvent): Promise<CalendarEvent> {
  await apiClient
    .delete(`/api/events/${encodeURIComponent(event._id)}`)
    .catch(withStoreMessage('Failed to delete event'));
  return event;
}

export function useDeleteCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarEvent,
    onSuccess: (deleted) =>
      applyListChange(queryClient, calendarEventKeys.all, { deleted: deleted._id }),
  });
}
