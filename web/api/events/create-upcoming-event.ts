import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upcomingEventSchema, type UpcomingEvent } from '@contract/upcoming-events';
import { ApiError } from '@/lib/api-client';
import { uploadForm } from '@/lib/upload';
import { applyEventChange } from './event-cache';
import { eventFormData, type EventFields, type EventImageChange } from './event-form-data';

const CREATE_EVENT_FAILED = 'Failed to create upcoming events';

interface CreateEventInput {
  fields: EventFields;
  image?: EventImageChange;
  onProgress?: (fraction: number) => void;
}

/** POST /api/upcoming-events as multipart (the text fields and an optional `image` file). */
async function createUpcomingEvent({
  fields,
  image,
  onProgress,
}: CreateEventInput): Promise<UpcomingEvent> {
  const answer = await uploadForm('/api/upcoming-events', eventFormData(fields, image), {
    onProgress,
    fallbackMessage: CREATE_EVENT_FAILED,
  });
  const parsed = upcomingEventSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(CREATE_EVENT_FAILED, { status: 201, code: 'invalid-response' });
  return parsed.data;
}

export function useCreateUpcomingEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUpcomingEvent,
    onSuccess: (created) => applyEventChange(queryClient, { created }),
  });
}
