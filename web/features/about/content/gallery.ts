import type { CardArt } from '@contract/artwork';

export type GalleryImage = { art: CardArt; alt: string; caption: string };

/** The About page's three-image gallery (illustrations made for the site). */
export const aboutGallery: readonly GalleryImage[] = [
  {
    art: 'laboratory',
    alt: 'Illustration: two glowing traces on an oscilloscope screen',
    caption: 'Laboratory clinics',
  },
  {
    art: 'seminar',
    alt: 'Illustration: chalk diagrams of a particle interaction and a pendulum on a blackboard',
    caption: 'Seminars and guest lectures',
  },
  {
    art: 'spectrum',
    alt: 'Illustration: a prism splitting a beam of white light into a spectrum',
    caption: 'Outreach and Physics Week',
  },
];
