import type { HeroSlide } from '@/components/ui/hero-slideshow';

/** The About page's hero slide. */
export const aboutSlide: HeroSlide = {
  image: { scene: 'constellation' },
  alt: 'Illustration: a spiral galaxy above a constellation of bright stars joined by fine lines',
  text: 'A community built on curiosity',
  subText:
    'Since our founding we have helped physics students learn together, lead together and reach further than they could alone.',
};

/** History, mission and vision (sent by the About page's loader, not in its script). */
export const story = {
  history: {
    heading: 'Our history',
    paragraphs: [
      'The association began as a study group of a dozen students who met in an empty laboratory to work through past questions. As word spread, the group grew into a chapter with a constitution, an elected council and members at every level.',
      'Today we run tutorials and clinics, host seminars and Physics Week, publish an archive of past questions and represent students on the departmental board, while keeping the spirit of that first study group: nobody learns alone.',
    ],
  },
  mission: {
    heading: 'Our mission',
    text: 'To support every physics student academically and personally, through peer teaching, access to resources, exposure to research and industry, and a welcoming community.',
  },
  vision: {
    heading: 'Our vision',
    text: 'A department where every student graduates confident in physics, connected to a network that lasts, and ready to use science for the good of their community.',
  },
} as const;

export type Story = typeof story;
