import { z } from 'zod';
import { optionalMediaUrl, requiredLine, requiredText } from './fields';

/**
 * What members say about the association: edited in the admin's Site content, shown in the home
 * page's carousel and in full at /testimonials/{slug}.
 */

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const testimonialSchema = z.object({
  id: z.string(),
  /** The last segment of /testimonials/{slug}. */
  slug: z.string().regex(slugPattern),
  name: z.string(),
  /** The year group, e.g. 'Class of 2024' or '400L, 2026'. */
  batch: z.string(),
  /** The short quote the carousel shows. */
  quote: z.string(),
  /** A portrait when one exists; otherwise the avatar shows `fallbackInitial`. */
  imageUrl: z.string().optional(),
  fallbackInitial: z.string().min(1).max(2),
  readMoreLink: z.string(),
  /** The full testimonial, one paragraph per entry. */
  fullTestimonial: z.array(z.string()).min(1),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** The full text as paragraphs: blank lines (or line breaks) separate them. */
const paragraphs = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
      : value,
  z.array(requiredText(3000)).min(1, 'is required').max(20, 'must have at most 20 paragraphs'),
);

const testimonialFields = {
  name: requiredLine(100),
  /** Made from the name when left out. */
  slug: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(100, 'must be at most 100 characters')
      .regex(slugPattern, 'must be lowercase letters and digits joined by hyphens')
      .optional(),
  ),
  batch: requiredLine(100),
  quote: requiredText(400),
  imageUrl: optionalMediaUrl,
  fullTestimonial: paragraphs,
};

export const testimonialCreateSchema = z.strictObject(testimonialFields);
export type TestimonialCreate = z.input<typeof testimonialCreateSchema>;
export const testimonialUpdateSchema = z.strictObject(testimonialFields).partial();

/** A slug from a name: 'Chiamaka Obi' → 'chiamaka-obi' ('testimonial' when nothing is left). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'testimonial';
}
