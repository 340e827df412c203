import { describe, expect, it } from 'vitest';
import { findTestimonial, testimonialSchema, testimonials } from '../../../contract/testimonials';

describe('testimonials', () => {
  it('are four valid entries with unique slugs and read-more links to their pages', () => {
    expect(testimonials).toHaveLength(4);
    for (const testimonial of testimonials) {
      expect(testimonialSchema.parse(testimonial)).toEqual(testimonial);
      expect(testimonial.readMoreLink).toBe(`/testimonials/${testimonial.slug}`);
    }
    expect(new Set(testimonials.map((t) => t.slug)).size).toBe(4);
  });

  it('are found by slug only', () => {
    expect(findTestimonial('chiamaka-obi')?.name).toBe('Chiamaka Obi');
    expect(findTestimonial('Chiamaka-Obi')).toBeUndefined();
    expect(findTestimonial('')).toBeUndefined();
  });
});
