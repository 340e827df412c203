import type { Executive } from '@contract/executives';
import type { SiteContent } from '@contract/site-content';
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

/** Home's and About's singletons, as the migration seeds them (shortened). */
export const siteContent = (): SiteContent => ({
  heroSlides: [
    {
      scene: 'orbits',
      alt: 'Illustration: an atom with glowing electron orbits',
      text: 'Where curious minds explore the universe',
      subText: 'Lectures, tutorials and past questions.',
    },
  ],
  statistics: [
    { icon: 'users', value: '500+', label: 'Active Members' },
    {
      icon: 'file-text',
      value: '1000+',
      label: 'Past Questions & Materials',
      href: '/academics/past-questions',
    },
    { icon: 'presentation', value: '20+', label: 'Tutorials Annually' },
    { icon: 'trophy', value: '10+', label: 'Awards' },
  ],
  programmes: [
    {
      art: 'bsc',
      imageAlt: 'Illustration: an atom',
      title: 'B.Sc. Physics',
      duration: '4 years',
      description: 'Mechanics, electromagnetism and quantum physics.',
      detailsLink: 'https://physics.example.edu/programmes/bsc-physics',
    },
  ],
  coreValues: [
    { icon: 'award', title: 'Excellence', description: 'We aim high.' },
    { icon: 'lightbulb', title: 'Innovation', description: 'We try new ways.' },
  ],
  story: {
    history: ['The association began as a study group.'],
    mission: 'To support every physics student.',
    vision: 'A department where every student graduates confident.',
  },
});

/** The load context of pages that show the executives, testimonials and site content. */
export function siteContentContext(
  executives: Executive[] = [executive(1), executive(2)],
  testimonials: Testimonial[] = [testimonial(1), testimonial(2)],
) {
  return testContext(
    fakeReads({
      siteContent: { get: async () => siteContent() },
      executives: { list: async () => executives },
      testimonials: {
        list: async () => testimonials,
        item: async (slug) => testimonials.find((one) => one.slug === slug),
      },
    }),
  );
}
