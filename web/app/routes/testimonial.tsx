import { findTestimonial } from '@contract/testimonials';
import { useParams } from 'react-router';
import { TestimonialArticle } from '@/features/testimonials/components/testimonial-article';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Component as NotFound } from './not-found';

/** /testimonials/:slug: a full testimonial; an unknown slug shows the not-found page (HTTP 404). */
export function Component() {
  const { slug = '' } = useParams();
  const testimonial = findTestimonial(slug);
  const { data: site } = useSiteInfo();
  const abbreviation = site?.abbreviation ?? FALLBACK_ABBREVIATION;
  useDocumentTitle(
    testimonial ? `${testimonial.name} | ${abbreviation}` : `Testimonials | ${abbreviation}`,
  );

  if (!testimonial) return <NotFound />;
  return <TestimonialArticle testimonial={testimonial} />;
}
