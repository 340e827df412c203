import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  calendarEventSchema,
  type CalendarEvent,
  type CalendarEventCreate,
} from '@contract/calendar';
import { apiClient } from '@/lib/api-client';
import { applyListChange, calendarKeys } from './calendar-keys';
import { withStoreMessage } from './store-message';

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
    onSuccess: (created) => applyListChange(queryClient, calendarKeys.events, { created }),
  });
}
