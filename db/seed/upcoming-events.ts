import type { UpcomingEventValues } from '../repositories/upcoming-events';
import type { StoryArt } from './story-art';
import type { Motif } from './story-motifs';

/** What each event's picture shows, by title. */
const art: Record<string, [Motif, string]> = {
  'Quantum Computing Workshop': ['bloch', 'Quantum computing'],
  'End-of-Year Physics Quiz Bowl': ['orbits', 'Quiz bowl'],
  'Guest Lecture: Gravitational Waves': ['ripples', 'Gravitational waves'],
  'Career Fair: Physics Beyond the Classroom': ['network', 'Career fair'],
  'Geophysics Field Trip': ['seismogram', 'Field trip'],
  'Annual Physics Week 2027': ['rocket', 'Physics Week 2027'],
};

/**
 * Upcoming events, each with its own picture to draw. None has a registration link: a sample
 * cannot point at a real form, and a made-up address would be a dead link on a fresh install.
 */
export function sampleUpcomingEvents(): { values: UpcomingEventValues; art: StoryArt }[] {
  return events().map((values) => {
    const [motif, caption] = art[values.title] ?? ['orbits', values.title];
    return { values, art: { motif, caption, kicker: 'Event' } };
  });
}

function events(): UpcomingEventValues[] {
  return [
    {
      title: 'Quantum Computing Workshop',
      date: '2026-12-05T00:00:00.000Z',
      time: '10:00 AM - 2:00 PM',
      location: 'Physics Lecture Theatre',
      organizer: 'PSA Academic Committee',
      description:
        'A hands-on introduction to qubits, gates and simple quantum algorithms, with exercises on a cloud quantum simulator. Bring a laptop.',
    },
    {
      title: 'End-of-Year Physics Quiz Bowl',
      date: '2026-12-12T00:00:00.000Z',
      time: '3:00 PM',
      location: 'Faculty of Science Auditorium',
      organizer: 'PSA Social Committee',
      description:
        'Teams of three from each level compete in rapid-fire rounds on mechanics, electromagnetism and the history of physics.',
    },
    {
      title: 'Guest Lecture: Gravitational Waves',
      date: '2027-01-20T00:00:00.000Z',
      time: '11:00 AM',
      location: 'Main Auditorium',
      organizer: 'Department of Physics',
      description:
        'How a ripple smaller than a proton was measured, and what it tells us about black holes and neutron stars.',
    },
    {
      title: 'Career Fair: Physics Beyond the Classroom',
      date: '2027-02-03T00:00:00.000Z',
      time: '9:00 AM - 4:00 PM',
      location: 'University Multipurpose Hall',
      organizer: 'PSA Careers Desk',
      description:
        'Meet employers in energy, telecoms, data science and geophysical exploration, and get your CV reviewed by alumni.',
    },
    {
      title: 'Geophysics Field Trip',
      date: '2027-03-06T00:00:00.000Z',
      time: '7:00 AM',
      location: 'Departure: Physics Department car park',
      organizer: 'Geophysics Students',
      description:
        'A day of resistivity and magnetic surveys at a nearby field site. Limited seats; 300L and 400L geophysics students first.',
    },
    {
      title: 'Annual Physics Week 2027',
      date: '2027-04-12T00:00:00.000Z',
      time: 'All week',
      location: 'Faculty of Science',
      organizer: 'PSA Executive Council',
      description:
        'Exhibitions, a science fair for secondary schools, the rocket competition and the awards night.',
    },
  ];
}
