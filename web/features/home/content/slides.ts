import type { HeroSlide } from '@/components/ui/hero-slideshow';

/** Home, section 1: the hero slideshow's three slides (artwork from scripts/generate-art.ts). */
export const homeSlides: readonly HeroSlide[] = [
  {
    image: { scene: 'orbits' },
    alt: 'Illustration: an atom with glowing electron orbits above rippling wavefronts in a violet night sky',
    text: 'Where curious minds explore the universe',
    subText:
      'Lectures, tutorials, past questions and a community that makes the hard problems fun, for every physics student from 100L to 400L.',
  },
  {
    image: { scene: 'fringes' },
    alt: 'Illustration: light passing through two slits and spreading into bright and dark interference fringes',
    text: 'Learn together, one problem at a time',
    subText:
      'Weekly tutorials, study clinics and a library of past questions and materials, shared by students who have been there.',
  },
  {
    image: { scene: 'lattice' },
    alt: 'Illustration: a wave packet travelling across a glowing crystal lattice',
    text: 'Research, seminars and a place to belong',
    subText:
      'Guest lectures, Physics Week, field trips and projects that turn theory into practice.',
  },
];
