import { useQuery } from '@tanstack/react-query';
import { testimonialSchema, type Testimonial } from '@contract/testimonials';
import { apiClient } from '@/lib/api-client';
import { FETCH_TESTIMONIALS_FAILED } from './messages';
import { siteContentKeys } from './site-content-keys';

/** GET /api/testimonials: every testimonial, in order. */
function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return apiClient.get('/api/testimonials', {
    schema: testimonialSchema.array(),
    fallbackMessage: FETCH_TESTIMONIALS_FAILED,
    signal,
  });
}

export function useTestimonials() {
  return useQuery({
    queryKey: siteContentKeys.testimonials(),
    queryFn: ({ signal }) => getTestimonials(signal),
  });
}
