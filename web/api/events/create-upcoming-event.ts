import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  upcomingEventCreateSchema,
  upcomingEventSchema,
  type UpcomingEvent,
} from '@contract/upcoming-events';
import { ApiError } from '@/lib/api-client';
import { toFormData } from '@/lib/to-form-data';
import { uploadForm } from '@/lib/upload';
import { applyEventChange } from './event-cache';
import { withImageChange, type EventImageChange, type EventValues } from './event-image';

const CREATE_EVENT_FAILED = 'Failed to create upcoming events';

interface CreateEventInput {
  values: EventValues;
  image?: EventImageChange;
  onProgress?: (fraction: number) => void;
}

/** POST /api/upcoming-events as multipart (the text fields and an optional `image` file). */
async function createUpcomingEvent({
  values,
  image,
  onProgress,
}: CreateEventInput): Promise<UpcomingEvent> {
  const body = toFormData(upcomingEventCreateSchema, withImageChange(values, image), {
    image: image?.file,
  });
  const answer = await uploadForm('/api/upcoming-events', body, {
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
