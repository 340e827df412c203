/** Content tables. Lists held inside a row (outline, keywords, materials) are JSON text. */

interface Timestamps {
  created_at: string;
  updated_at: string;
}

export interface AcademicNewsTable extends Timestamps {
  id: string;
  name: string;
  title: string;
  summary: string;
  body: string | null;
  date: string;
  category: string;
  image: string | null;
  /** 'draft' or 'published' (0015_publishing). */
  status: string;
  /** When a published row becomes public (ISO); NULL only for a draft never given a time. */
  publish_at: string | null;
}

export interface UpcomingEventsTable extends Timestamps {
  id: string;
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  organizer: string;
  registration_link: string | null;
  image_url: string | null;
  /** 'draft' or 'published' (0015_publishing). */
  status: string;
  /** When a published row becomes public (ISO); NULL only for a draft never given a time. */
  publish_at: string | null;
}

export interface CalendarEventsTable extends Timestamps {
  id: string;
  event: string;
  description: string;
  date: string;
  /** The last day of a multi-day event (a break, an exam period); NULL for one day (0008). */
  end_date: string | null;
  type: string;
  /** The academic session it belongs to, '2026/2027' (0017). */
  session: string;
}

export interface TimetableClassesTable extends Timestamps {
  id: string;
  day: string;
  /** Monday is 0: with start_minutes, the order the timetable is read in. */
  day_index: number;
  time: string;
  start_minutes: number;
  course: string;
  venue: string;
  lecturer: string;
  category: string;
  level: string;
  /** 'live', or 'draft': the next semester's copy under review, never public (0017). */
  status: string;
}

export interface PhotosTable extends Timestamps {
  id: string;
  url: string;
  name: string | null;
  label: string;
  /** Staff's own text alternative; NULL falls back to name and label (0004_photo_alt). */
  alt: string | null;
  category: string;
  width: number | null;
  height: number | null;
}

export interface CoursesTable extends Timestamps {
  id: string;
  code: string;
  title: string;
  description: string;
  credits: number;
  category: string;
  level: string;
  outline: string;
  materials: string;
  past_questions: string;
}

export interface TutorialsTable extends Timestamps {
  id: string;
  type: string;
  title: string;
  description: string;
  thumbnail: string | null;
  duration: string | null;
  level: string;
  category: string;
  lecturer: string;
  views: number;
  pdf_url: string | null;
  video_url: string | null;
  keywords: string;
  upload_date: string;
}

export interface TutorialCommentsTable {
  id: string;
  tutorial_id: string;
  author: string;
  content: string;
  date: string;
  hidden: number;
  created_at: string;
}

export interface LearningResourcesTable extends Timestamps {
  id: string;
  title: string;
  description: string;
  type: string;
  category: string;
  level: string | null;
  keywords: string;
  thumbnail: string | null;
  url: string;
  downloadable: number;
}

export interface QnaQuestionsTable extends Timestamps {
  id: string;
  question: string;
  author: string;
  category: string;
  level: string;
  tags: string;
  answered: number;
  hidden: number;
  date: string;
}

export interface QnaAnswersTable {
  id: string;
  question_id: string;
  author: string;
  content: string;
  helpful: number;
  hidden: number;
  date: string;
  created_at: string;
}

export interface ContentTables {
  academic_news: AcademicNewsTable;
  upcoming_events: UpcomingEventsTable;
  calendar_events: CalendarEventsTable;
  timetable_classes: TimetableClassesTable;
  photos: PhotosTable;
  courses: CoursesTable;
  tutorials: TutorialsTable;
  tutorial_comments: TutorialCommentsTable;
  learning_resources: LearningResourcesTable;
  qna_questions: QnaQuestionsTable;
  qna_answers: QnaAnswersTable;
}
