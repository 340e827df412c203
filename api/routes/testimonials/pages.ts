import type { FastifyPluginAsync } from 'fastify';
import { findTestimonial } from '../../../contract/testimonials';

/**
 * /testimonials/:slug answers 404 for a slug no testimonial has, and carries the person's name and
 * quote as title, description and Open Graph tags. The testimonials are static (contract/).
 */
export const testimonialPages: FastifyPluginAsync = async (app) => {
  app.webPages?.resolve('/testimonials/:slug', async ({ slug }) => {
    const testimonial = slug ? findTestimonial(slug) : undefined;
    if (!testimonial) return null;
    return {
      title: `${testimonial.name}: in their own words`,
      description: testimonial.quote,
      type: 'article',
    };
  });
};
