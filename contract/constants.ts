/** The fixed groupings used throughout the site (spec sections 1, 3 and 9). */

export const categoryIds = ['pure-physics', 'industrial-physics', 'geophysics'] as const;
export type CategoryId = (typeof categoryIds)[number];

/** The timetable also allows classes shared by every category. */
export const timetableCategories = [...categoryIds, 'all'] as const;
export type TimetableCategory = (typeof timetableCategories)[number];

export const levels = ['100L', '200L', '300L', '400L'] as const;
export type Level = (typeof levels)[number];

export const categories: readonly {
  id: CategoryId;
  name: string;
  description: string;
  color: string;
}[] = [
  {
    id: 'pure-physics',
    name: 'Pure Physics',
    description:
      'Classical and quantum mechanics, electromagnetism, thermodynamics and the mathematics behind them.',
    color: 'indigo',
  },
  {
    id: 'industrial-physics',
    name: 'Industrial Physics',
    description:
      'Electronics, instrumentation, materials and energy systems: physics applied to industry.',
    color: 'cyan',
  },
  {
    id: 'geophysics',
    name: 'Geophysics',
    description: 'Seismology, gravity and magnetic methods, and exploring the Earth with physics.',
    color: 'amber',
  },
];

export const timetableCategoryNames: Record<TimetableCategory, string> = {
  'pure-physics': 'Pure Physics',
  'industrial-physics': 'Industrial Physics',
  geophysics: 'Geophysics',
  all: 'All Categories',
};

export const newsCategories = [
  'academic',
  'research',
  'student-life',
  'faculty',
  'general',
] as const;
export type NewsCategory = (typeof newsCategories)[number];

export const calendarEventTypes = ['academic', 'exam', 'break', 'general'] as const;
export type CalendarEventType = (typeof calendarEventTypes)[number];

export const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Day = (typeof days)[number];

export const photoCategories = ['alumni', 'executives', 'honorary', 'events'] as const;
export type PhotoCategory = (typeof photoCategories)[number];

/** Full collection names, as the public gallery shows them. */
export const photoCategoryNames: Record<PhotoCategory, string> = {
  alumni: 'Alumni',
  executives: 'Executives',
  honorary: 'Honorary Students',
  events: 'School Events',
};

export const tutorialTypes = ['video', 'notes'] as const;
export type TutorialType = (typeof tutorialTypes)[number];

export const materialTypes = ['PDF', 'VIDEO'] as const;

export const resourceTypes = ['pdf', 'video', 'link', 'book', 'simulation'] as const;
export type ResourceType = (typeof resourceTypes)[number];

/** Page sizes: the spec's default, and the most one request may ask for. */
export const defaultPageSize = 20;
export const maxPageSize = 100;

/** The public forms' field lengths (the membership and contact forms; checked in contract/inbox.ts). */
export const inboxLimits = {
  name: 100,
  email: 254,
  subject: 150,
  membershipMessage: 2000,
  contactMessage: 5000,
} as const;

/** The Q&A forum's and tutorial comments' limits (checked in contract/community.ts). */
export const communityLimits = {
  name: 100,
  question: 3000,
  answer: 5000,
  comment: 2000,
  minText: 5,
  /** Posts (questions, answers, comments) per browser per window, across the three forms. */
  posts: 5,
  /**
   * Posts per client address per window: a campus Wi-Fi or a mobile carrier puts many students
   * behind one address, so this is much higher; it stops a client that drops its cookie.
   */
  postsPerAddress: 60,
  windowMinutes: 10,
  /** 'Helpful' marks on one answer from one address (many browsers, not one script). */
  helpfulPerAddress: 50,
} as const;

/**
 * The longest site search read (characters). Here, without zod, so the header's search box can
 * use it without bringing the schemas into every page's script.
 */
export const maxSiteSearchLength = 100;
