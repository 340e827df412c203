import type { CardArt } from '@contract/artwork';

export type Programme = {
  id: string;
  art: CardArt;
  imageAlt: string;
  title: string;
  duration: string;
  description: string;
  /** The programme's page on the university's site (a placeholder address until it is known). */
  detailsLink: string;
};

/** Home, section 8: the programmes carousel. */
export const programmes: readonly Programme[] = [
  {
    id: 'bsc-physics',
    art: 'bsc',
    imageAlt: 'Illustration: an atom with three glowing electron orbits',
    title: 'B.Sc. Physics',
    duration: '4 years',
    description:
      'Mechanics, electromagnetism, quantum and statistical physics, with laboratory work every year and options in pure, industrial and geophysics.',
    detailsLink: 'https://physics.example.edu/programmes/bsc-physics',
  },
  {
    id: 'msc-theoretical-physics',
    art: 'msc',
    imageAlt: 'Illustration: the field lines between a positive and a negative charge',
    title: 'M.Sc. Theoretical Physics',
    duration: '2 years',
    description:
      'Advanced quantum mechanics, field theory and mathematical methods, ending with a research dissertation under a faculty supervisor.',
    detailsLink: 'https://physics.example.edu/programmes/msc-theoretical-physics',
  },
  {
    id: 'phd-astrophysics',
    art: 'phd',
    imageAlt: 'Illustration: a spiral galaxy with a bright core',
    title: 'Ph.D. Astrophysics',
    duration: '3-5 years',
    description:
      'Original research in stellar physics, cosmology or radio astronomy, with teaching experience and international collaborations.',
    detailsLink: 'https://physics.example.edu/programmes/phd-astrophysics',
  },
];
