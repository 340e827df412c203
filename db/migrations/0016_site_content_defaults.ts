/**
 * The site content migration 0016 puts in every database: the values the pages had in code before
 * they were edited in the admin. Frozen with the migration (a later change is a new migration).
 */

export const defaultExecutives = [
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

export const defaultTestimonials = [
  {
    id: 't1',
    slug: 'chiamaka-obi',
    name: 'Chiamaka Obi',
    batch: 'Class of 2024, Pure Physics',
    quote:
      'The weekly problem-solving clinics turned quantum mechanics from the course I feared into the one I tutor today.',
    fullTestimonial: [
      'I came into 200L convinced I was not a "theory person". Quantum mechanics felt like a wall of notation, and I was quietly planning to avoid every elective that looked like it.',
      'A friend dragged me to one of the association\u2019s Thursday problem-solving clinics. Nobody lectured: we worked through past questions on the whiteboard in small groups, and the 400L mentors asked questions instead of giving answers. By the end of the semester I could explain the harmonic oscillator to someone else, which is when I knew I actually understood it.',
      'Two years later I was the one running the clinic. I graduated with a first-class degree and I now tutor quantum mechanics part-time while I apply for graduate school. None of that would have happened without a room full of people who made the hard problems feel like a shared puzzle.',
    ],
  },
  {
    id: 't2',
    slug: 'ibrahim-musa',
    name: 'Ibrahim Musa',
    batch: 'Class of 2023, Geophysics',
    quote:
      'Field trips, seminars with working geophysicists and an alumni network that answered my emails: that is how I found my first job.',
    fullTestimonial: [
      'Geophysics can feel abstract when all you see are equations for wave propagation and gravity anomalies. The association changed that for me with its field trips and career seminars.',
      'At a seminar in my 300L year I met an alumnus who had moved into seismic data processing. He explained what the job really involved, which tools to learn, and later reviewed my CV. The association\u2019s alumni mentoring scheme put me in touch with two more people in the industry.',
      'I now work as a junior geophysicist on a survey team. Whenever the chapter asks for speakers, I say yes: someone did it for me, and I know how much it matters.',
    ],
  },
  {
    id: 't3',
    slug: 'ngozi-adeyemi',
    name: 'Ngozi Adeyemi',
    batch: '400L, Industrial Physics',
    quote:
      'Building a solar charge controller with the electronics team taught me more than any lab manual. I finally saw physics become a product.',
    fullTestimonial: [
      'In my second year I joined the association\u2019s electronics project team almost by accident: they needed someone to solder, and I had a steady hand.',
      'Over two semesters we designed and built a small solar charge controller for the department\u2019s weather station. I learned to read datasheets, to debug a circuit with an oscilloscope, and to write a short technical report that people outside physics could follow.',
      'That project became the centre of my industrial-training application and, now, of my final-year project. It showed me that industrial physics is not a lesser path: it is where the ideas we study meet the real world.',
    ],
  },
  {
    id: 't4',
    slug: 'tunde-bakare',
    name: 'Tunde Bakare',
    batch: 'Class of 2022, Pure Physics',
    quote:
      'Physics Week, the quiz bowl and the late-night study groups gave me friends for life and the confidence to start a Ph.D. in astrophysics.',
    fullTestimonial: [
      'What I remember most about my undergraduate years is not a single lecture but the people. The association gave every level a reason to meet: Physics Week, the inter-level quiz bowl, outreach visits to secondary schools and study groups that went on long after the library closed.',
      'Serving as the association\u2019s academic secretary taught me to organise, to speak in front of a room and to ask faculty for help without fear. Those skills carried me through my final-year research on variable stars.',
      'I am now a doctoral student in astrophysics. When I doubt myself, I think of the 100L students I met at orientation who are now graduating, and of the community that believed in all of us first.',
    ],
  },
];

/** The singletons, by name (contact lines and social links default to the deployment's settings). */
export const defaultSiteContent = {
  'hero-slides': [
    {
      scene: 'orbits',
      alt: 'Illustration: an atom with glowing electron orbits above rippling wavefronts in a violet night sky',
      text: 'Where curious minds explore the universe',
      subText:
        'Lectures, tutorials, past questions and a community that makes the hard problems fun, for every physics student from 100L to 400L.',
    },
    {
      scene: 'fringes',
      alt: 'Illustration: light passing through two slits and spreading into bright and dark interference fringes',
      text: 'Learn together, one problem at a time',
      subText:
        'Weekly tutorials, study clinics and a library of past questions and materials, shared by students who have been there.',
    },
    {
      scene: 'lattice',
      alt: 'Illustration: a wave packet travelling across a glowing crystal lattice',
      text: 'Research, seminars and a place to belong',
      subText:
        'Guest lectures, Physics Week, field trips and projects that turn theory into practice.',
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
      imageAlt: 'Illustration: an atom with three glowing electron orbits',
      title: 'B.Sc. Physics',
      duration: '4 years',
      description:
        'Mechanics, electromagnetism, quantum and statistical physics, with laboratory work every year and options in pure, industrial and geophysics.',
      detailsLink: 'https://physics.example.edu/programmes/bsc-physics',
    },
    {
      art: 'msc',
      imageAlt: 'Illustration: the field lines between a positive and a negative charge',
      title: 'M.Sc. Theoretical Physics',
      duration: '2 years',
      description:
        'Advanced quantum mechanics, field theory and mathematical methods, ending with a research dissertation under a faculty supervisor.',
      detailsLink: 'https://physics.example.edu/programmes/msc-theoretical-physics',
    },
    {
      art: 'phd',
      imageAlt: 'Illustration: a spiral galaxy with a bright core',
      title: 'Ph.D. Astrophysics',
      duration: '3-5 years',
      description:
        'Original research in stellar physics, cosmology or radio astronomy, with teaching experience and international collaborations.',
      detailsLink: 'https://physics.example.edu/programmes/phd-astrophysics',
    },
  ],
  'core-values': [
    {
      icon: 'award',
      title: 'Excellence',
      description:
        'We aim high in our studies and in everything we organise, and we help each other get there.',
    },
    {
      icon: 'lightbulb',
      title: 'Innovation',
      description:
        'We try new ways to learn and to share knowledge, from problem clinics to projects.',
    },
    {
      icon: 'heart-handshake',
      title: 'Community',
      description:
        'Every level, every programme: we look out for one another and welcome newcomers.',
    },
    {
      icon: 'sparkles',
      title: 'Impact',
      description:
        'We use what we learn to make a difference in the department and beyond the campus.',
    },
  ],
  story: {
    history: [
      'The association began as a study group of a dozen students who met in an empty laboratory to work through past questions. As word spread, the group grew into a chapter with a constitution, an elected council and members at every level.',
      'Today we run tutorials and clinics, host seminars and Physics Week, publish an archive of past questions and represent students on the departmental board, while keeping the spirit of that first study group: nobody learns alone.',
    ],
    mission:
      'To support every physics student academically and personally, through peer teaching, access to resources, exposure to research and industry, and a welcoming community.',
    vision:
      'A department where every student graduates confident in physics, connected to a network that lasts, and ready to use science for the good of their community.',
  },
};
