import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  upcomingEventSchema,
  upcomingEventUpdateSchema,
  type UpcomingEvent,
} from '@contract/upcoming-events';
import { ApiError } from '@/lib/api-client';
import { toFormData } from '@/lib/to-form-data';
import { uploadForm } from '@/lib/upload';
import { applyEventChange } from './event-cache';
import { withImageChange, type EventImageChange, type EventValues } from './event-image';

const UPDATE_EVENT_FAILED = 'Failed to update upcoming events';

interface UpdateEventInput {
  id: string;
  /** Every text field as typed: a blank registration link removes it. */
  values: EventValues;
  image?: EventImageChange;
  onProgress?: (fraction: number) => void;
}

/** PUT /api/upcoming-events/:id as multipart; without a new image the current one stays. */
async function updateUpcomingEvent({
  id,
  values,
  image,
  onProgress,
}: UpdateEventInput): Promise<UpcomingEvent> {
  const body = toFormData(upcomingEventUpdateSchema, withImageChange(values, image), {
    image: image?.file,
  });
  const answer = await uploadForm(`/api/upcoming-events/${encodeURIComponent(id)}`, body, {
    method: 'PUT',
    onProgress,
    fallbackMessage: UPDATE_EVENT_FAILED,
  });
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
