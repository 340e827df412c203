import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  testimonialCreateSchema,
  testimonialSchema,
  type Testimonial,
  type TestimonialCreate,
} from '@contract/testimonials';
import { ApiError } from '@/lib/api-client';
import { toFormData } from '@/lib/to-form-data';
import { uploadForm } from '@/lib/upload';
import { withPhotoChange, type PhotoChange } from './image-change';
import { siteContentKeys } from './site-content-keys';

const SAVE_TESTIMONIAL_FAILED = 'Failed to save the testimonial';

interface SaveTestimonialInput {
  /** The testimonial being edited; absent adds one. */
  id?: string | undefined;
  /** Every text field as typed (paragraphs one a line); the server parses them again. */
  values: Omit<TestimonialCreate, 'imageUrl'>;
  photo?: PhotoChange;
  onProgress?: (fraction: number) => void;
}

/** POST /api/testimonials or PUT /api/testimonials/:id as multipart, with an optional `image`. */
async function saveTestimonial({
  id,
  values,
  photo,
  onProgress,
}: SaveTestimonialInput): Promise<Testimonial> {
  const body = toFormData(testimonialCreateSchema, withPhotoChange(values, photo), {
    image: photo?.file,
  });
  const answer = await uploadForm(
    id ? `/api/testimonials/${encodeURIComponent(id)}` : '/api/testimonials',
    body,
    { method: id ? 'PUT' : 'POST', onProgress, fallbackMessage: SAVE_TESTIMONIAL_FAILED },
  );
  const parsed = testimonialSchema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(SAVE_TESTIMONIAL_FAILED, { status: 200, code: 'invalid-response' });
  return parsed.data;
}

export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteContentKeys.testimonials() }),
  });
}
