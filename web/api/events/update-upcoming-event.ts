import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upcomingEventSchema, type UpcomingEvent } from '@contract/upcoming-events';
import { ApiError } from '@/lib/api-client';
import { uploadForm } from '@/lib/upload';
import { applyEventChange } from './event-cache';
import { eventFormData, type EventFields, type EventImageChange } from './event-form-data';

const UPDATE_EVENT_FAILED = 'Failed to update upcoming events';

interface UpdateEventInput {
  id: string;
  fields: EventFields;
  image?: EventImageChange;
  onProgress?: (fraction: number) => void;
}

/** PUT /api/upcoming-events/:id as multipart; without a new image the current one stays. */
async function updateUpcomingEvent({
  id,
  fields,
  image,
  onProgress,
}: UpdateEventInput): Promise<UpcomingEvent> {
  const answer = await uploadForm(
    `/api/upcoming-events/${encodeURIComponent(id)}`,
    eventFormData(fields, image),
    { method: 'PUT', onProgress, fallbackMessage: UPDATE_EVENT_FAILED },
  );
  const parsed = upcomingEventSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(UPDATE_EVENT_FAILED, { status: 200, code: 'invalid-response' });
  return parsed.data;
}

export function useUpdateUpcomingEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUpcomingEvent,
    onSuccess: (updated) => applyEventChange(queryClient, { updated }),
  });
}
