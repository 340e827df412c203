import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  calendarEventSchema,
  type CalendarEvent,
  type CalendarEventCreate,
} from '@contract/calendar';
import { apiClient } from '@/lib/api-client';
import { applyListChange } from '@/lib/list-change';
import { withStoreMessage } from '@/lib/store-message';
import { calendarEventKeys } from './calendar-event-keys';

type UpdateCalendarEventInput = CalendarEventCreate & { id: string };

/** PATCH /api/events/:id, with the id in the body too, as the admin screen sends it (spec §7). */
function updateCalendarEvent(event: UpdateCalendarEventInput): Promise<CalendarEvent> {
  return apiClient
    .patch(`/api/events/${encodeURIComponent(event.id)}`, event, { schema: calendarEventSchema })
    .catch(withStoreMessage('Failed to update event'));
}

export function useUpdateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCalendarEvent,
    onSuccess: (updated) => applyListChange(queryClient, calendarEventKeys.all, { updated }),
  });
}
