import { z } from 'zod';

/**
 * What members say about the association: static content (spec §1), shown in the home page's
 * carousel and in full at /testimonials/{slug}. It lives in the contract so the server can answer
 * an unknown slug with 404 and the web app can render the same words.
 */

export const testimonialSchema = z.object({
  id: z.string(),
  /** The last segment of /testimonials/{slug}. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
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

const entry = (values: Omit<Testimonial, 'readMoreLink'>): Testimonial => ({
  ...values,
  readMoreLink: `/testimonials/${values.slug}`,
});

export const testimonials: readonly Testimonial[] = [
  entry({
    id: 't1',
    slug: 'chiamaka-obi',
    name: 'Chiamaka Obi',
    batch: 'Class of 2024, Pure Physics',
    quote:
      'The weekly problem-solving clinics turned quantum mechanics from the course I feared into the one I tutor today.',
    fallbackInitial: 'C',
    fullTestimonial: [
      'I came into 200L convinced I was not a "theory person". Quantum mechanics felt like a wall of notation, and I was quietly planning to avoid every elective that looked like it.',
      'A friend dragged me to one of the association\u2019s Thursday problem-solving clinics. Nobody lectured: we worked through past questions on the whiteboard in small groups, and the 400L mentors asked questions instead of giving answers. By the end of the semester I could explain the harmonic oscillator to someone else, which is when I knew I actually understood it.',
      'Two years later I was the one running the clinic. I graduated with a first-class degree and I now tutor quantum mechanics part-time while I apply for graduate school. None of that would have happened without a room full of people who made the hard problems feel like a shared puzzle.',
    ],
  }),
  entry({
    id: 't2',
    slug: 'ibrahim-musa',
    name: 'Ibrahim Musa',
    batch: 'Class of 2023, Geophysics',
    quote:
      'Field trips, seminars with working geophysicists and an alumni network that answered my emails: that is how I found my first job.',
    fallbackInitial: 'I',
    fullTestimonial: [
      'Geophysics can feel abstract when all you see are equations for wave propagation and gravity anomalies. The association changed that for me with its field trips and career seminars.',
      'At a seminar in my 300L year I met an alumnus who had moved into seismic data processing. He explained what the job really involved, which tools to learn, and later reviewed my CV. The association\u2019s alumni mentoring scheme put me in touch with two more people in the industry.',
      'I now work as a junior geophysicist on a survey team. Whenever the chapter asks for speakers, I say yes: someone did it for me, and I know how much it matters.',
    ],
  }),
  entry({
    id: 't3',
    slug: 'ngozi-adeyemi',
    name: 'Ngozi Adeyemi',
    batch: '400L, Industrial Physics',
    quote:
      'Building a solar charge controller with the electronics team taught me more than any lab manual. I finally saw physics become a product.',
    fallbackInitial: 'N',
    fullTestimonial: [
      'In my second year I joined the association\u2019s electronics project team almost by accident: they needed someone to solder, and I had a steady hand.',
      'Over two semesters we designed and built a small solar charge controller for the department\u2019s weather station. I learned to read datasheets, to debug a circuit with an oscilloscope, and to write a short technical report that people outside physics could follow.',
      'That project became the centre of my industrial-training application and, now, of my final-year project. It showed me that industrial physics is not a lesser path: it is where the ideas we study meet the real world.',
    ],
  }),
  entry({
    id: 't4',
    slug: 'tunde-bakare',
    name: 'Tunde Bakare',
    batch: 'Class of 2022, Pure Physics',
    quote:
      'Physics Week, the quiz bowl and the late-night study groups gave me friends for life and the confidence to start a Ph.D. in astrophysics.',
    fallbackInitial: 'T',
    fullTestimonial: [
      'What I remember most about my undergraduate years is not a single lecture but the people. The association gave every level a reason to meet: Physics Week, the inter-level quiz bowl, outreach visits to secondary schools and study groups that went on long after the library closed.',
      'Serving as the association\u2019s academic secretary taught me to organise, to speak in front of a room and to ask faculty for help without fear. Those skills carried me through my final-year research on variable stars.',
      'I am now a doctoral student in astrophysics. When I doubt myself, I think of the 100L students I met at orientation who are now graduating, and of the community that believed in all of us first.',
    ],
  }),
];

/** The testimonial at /testimonials/{slug}, if there is one. */
export function findTestimonial(slug: string): Testimonial | undefined {
  return testimonials.find((testimonial) => testimonial.slug === slug);
}
