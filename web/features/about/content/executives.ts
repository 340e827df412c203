/** Spec §3, Executive. Without a portrait, the avatar shows the person's initials. */
export type Executive = {
  id: string;
  name: string;
  role: string;
  /** One or two sentences for cards and the home page carousel. */
  intro: string;
  imageUrl?: string;
  linkedinUrl: string;
  bio: string;
  achievements: readonly string[];
  /** What they are concentrating on this session (shown for the President). */
  focusAreas?: readonly string[];
};

/** The executive council, President first (featured on /about and quoted on the home page). */
export const executives: readonly Executive[] = [
  {
    id: 'president',
    name: 'Adaeze Okafor',
    role: 'President',
    intro: '400L Pure Physics. Leads the council and speaks for students to the department.',
    linkedinUrl: 'https://www.linkedin.com/',
    bio: 'Adaeze has tutored mechanics and electromagnetism since her 200L year and led the association’s academic committee before her election. She is writing her final-year project on thin-film solar cells and wants every student to leave the department confident, connected and curious.',
    achievements: [
      'Founded the weekly problem-solving clinics',
      'Dean’s list, three sessions running',
      'Led the team that digitised 600 past questions',
    ],
    focusAreas: [
      'Tutorials for every level before each exam season',
      'A mentoring pair for every 100L student',
      'Bringing more women speakers to our seminars',
    ],
  },
  {
    id: 'vice-president',
    name: 'Emeka Nwosu',
    role: 'Vice President',
    intro: '300L Industrial Physics. Runs committees, projects and partnerships.',
    linkedinUrl: 'https://www.linkedin.com/',
    bio: 'Emeka coordinates the association’s committees and its links with industry, from industrial-training placements to the electronics project team.',
    achievements: ['Set up the electronics project team', 'Organised two industry career fairs'],
  },
  {
    id: 'general-secretary',
    name: 'Fatima Bello',
    role: 'General Secretary',
    intro: '300L Geophysics. Keeps the records, the calendar and the members informed.',
    linkedinUrl: 'https://www.linkedin.com/',
    bio: 'Fatima keeps the minutes, the membership register and the academic calendar, and writes the announcements you read on this site.',
    achievements: ['Launched the monthly newsletter', 'Moved the membership register online'],
  },
  {
    id: 'director-of-academics',
    name: 'Samuel Okon',
    role: 'Director of Academics',
    intro: '400L Pure Physics. Plans tutorials, study clinics and the past-questions archive.',
    linkedinUrl: 'https://www.linkedin.com/',
    bio: 'Samuel schedules the tutorials, recruits tutors from every level and curates the past-questions archive with the faculty advisers.',
    achievements: [
      'Grew the tutorial programme to 20+ sessions a year',
      'Physics Olympiad finalist',
    ],
  },
];
