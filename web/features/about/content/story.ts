import type { HeroSlide } from '@/components/ui/hero-slideshow';

/** The About page's hero slide. */
export const aboutSlide: HeroSlide = {
  image: { scene: 'constellation' },
  alt: 'Illustration: a spiral galaxy above a constellation of bright stars joined by fine lines',
  text: 'A community built on curiosity',
  subText:
    'Since our founding we have helped physics students learn together, lead together and reach further than they could alone.',
};
