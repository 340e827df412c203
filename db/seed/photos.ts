import type { PhotoCategory } from '../../contract/constants';

export interface SamplePhoto {
  category: PhotoCategory;
  name: string;
  label: string;
  /** Seeds the generated artwork; portrait photos are taller than wide. */
  art: number;
  portrait?: boolean;
}

export function samplePhotos(): SamplePhoto[] {
  return [
    {
      category: 'alumni',
      name: 'Class of 2019 reunion',
      label: 'Alumni back on campus for homecoming',
      art: 1,
    },
    {
      category: 'alumni',
      name: 'Alumni mentorship evening',
      label: 'Graduates sharing career stories with 400L students',
      art: 2,
      portrait: true,
    },
    {
      category: 'alumni',
      name: 'Distinguished alumni award',
      label: 'Honouring an alumna now working in medical physics',
      art: 3,
    },
    {
      category: 'alumni',
      name: 'Alumni football match',
      label: 'Old students against the current team',
      art: 4,
    },
    {
      category: 'executives',
      name: 'Executive council 2026/2027',
      label: 'The newly sworn-in executive council',
      art: 5,
    },
    {
      category: 'executives',
      name: 'Planning retreat',
      label: 'Executives planning the session’s programme',
      art: 6,
      portrait: true,
    },
    {
      category: 'executives',
      name: 'Meeting the Dean',
      label: 'Courtesy visit to the Dean of Science',
      art: 7,
    },
    {
      category: 'executives',
      name: 'Handover ceremony',
      label: 'Outgoing and incoming presidents',
      art: 8,
    },
    {
      category: 'honorary',
      name: 'Best graduating student',
      label: 'First class, best in Pure Physics',
      art: 9,
      portrait: true,
    },
    {
      category: 'honorary',
      name: 'Olympiad medallists',
      label: 'Our students at the national physics olympiad',
      art: 10,
    },
    {
      category: 'honorary',
      name: 'Research prize',
      label: 'Award for the best undergraduate project',
      art: 11,
    },
    {
      category: 'honorary',
      name: 'Community service award',
      label: 'Volunteers from the schools outreach',
      art: 12,
    },
    {
      category: 'events',
      name: 'Physics Week exhibition',
      label: 'Students demonstrating a Tesla coil',
      art: 13,
    },
    {
      category: 'events',
      name: 'Rocket competition',
      label: 'Water rockets on the sports field',
      art: 14,
      portrait: true,
    },
    {
      category: 'events',
      name: 'Guest lecture',
      label: 'A full theatre for the astrophysics lecture',
      art: 15,
    },
    { category: 'events', name: 'Quiz bowl final', label: '300L lifting the trophy', art: 16 },
  ];
}
