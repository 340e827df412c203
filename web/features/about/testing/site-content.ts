import type { Executive } from '@contract/executives';
import type { Testimonial } from '@contract/testimonials';
import { fakeReads, testContext } from '@/test/fake-reads';

/** An executive for tests; the first of a list is the President. */
export const executive = (n: number, overrides: Partial<Executive> = {}): Executive => ({
  id: `executive-${n}`,
  name: `Executive ${n}`,
  role: n === 1 ? 'President' : `Officer ${n}`,
  intro: `Introduces executive ${n}.`,
  bio: `The story of executive ${n}.`,
  linkedinUrl: 'https://www.linkedin.com/',
  achievements: [`Achievement of ${n}`],
  focusAreas: n === 1 ? ['Tutorials for every level'] : [],
  ...overrides,
});

export const testimonial = (n: number, overrides: Partial<Testimonial> = {}): Testimonial => {
  const slug = overrides.slug ?? `member-${n}`;
  return {
    id: `testimonial-${n}`,
    slug,
    name: `Member ${n}`,
    batch: 'Class of 2024',
    quote: `What member ${n} says.`,
    fallbackInitial: 'M',
    readMoreLink: `/testimonials/${slug}`,
    fullTestimonial: [`The whole story of member ${n}.`],
    ...overrides,
  };
};

/** The load context of pages that show the executives and testimonials. */
export function siteContentContext(
  executives: Executive[] = [executive(1), executive(2)],
  testimonials: Testimonial[] = [testimonial(1), testimonial(2)],
) {
  return testContext(
    fakeReads({
      executives: { list: async () => executives },
      testimonials: {
        list: async () => testimonials,
        item: async (slug) => testimonials.find((one) => one.slug === slug),
      },
    }),
  );
}
