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

/** POST /api/events. */
function createCalendarEvent(event: CalendarEventCreate): Promise<CalendarEvent> {
  return apiClient
    .post('/api/events', event, { schema: calendarEventSchema })
    .catch(withStoreMessage('Failed to add event'));
}

export function useCreateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarEvent,
    onSuccess: (created) => applyListChange(queryClient, calendarEventKeys.all, { created }),
  });
}
