/**
 * The public content as the pages read it: the same values the public API answers with, read
 * in-process on the server (api/pages/public-reads.ts) for React Router's loaders. Types only.
 */
import type { AcademicSession, PastCouncil } from './academic-session';
import type { CalendarEvent } from './calendar';
import type {
  CategoryId,
  Level,
  NewsCategory,
  PhotoCategory,
  TimetableCategory,
} from './constants';
import type { Course } from './courses';
import type { Executive } from './executives';
import type { NewsItem, NewsPage } from './news';
import type { PastQuestionEntry } from './past-questions';
import type { Photo } from './photos';
import type { QnaEntry } from './qna';
import type { LearningResource } from './resources';
import type { SearchResults } from './search';
import type { Semester } from './semester';
import type { SiteContent } from './site-content';
import type { Testimonial } from './testimonials';
import type { TimetableClass } from './timetable';
import type { Tutorial } from './tutorials';
import type { UpcomingEvent, UpcomingEventsPage } from './upcoming-events';

interface PageOf {
  limit: number;
  page: number;
}

interface CourseFilter {
  category?: CategoryId | undefined;
  level?: Level | undefined;
}

export interface PublicReads {
  news: {
    page(query: PageOf & { category?: NewsCategory | undefined }): Promise<NewsPage>;
    item(id: string): Promise<NewsItem | undefined>;
    /** Any item, drafts and scheduled ones too: only for a staff session's preview (ADR 0020). */
    preview(id: string): Promise<NewsItem | undefined>;
  };
  upcomingEvents: {
    page(query: PageOf & { upcoming: boolean }): Promise<UpcomingEventsPage>;
    item(id: string): Promise<UpcomingEvent | undefined>;
    /** Any event, drafts and scheduled ones too: only for a staff session's preview (ADR 0020). */
    preview(id: string): Promise<UpcomingEvent | undefined>;
  };
  calendarEvents: {
    /** One session's events, or every event. */
    list(filter?: { session?: string | undefined }): Promise<CalendarEvent[]>;
    /** The sessions some event belongs to, latest first. */
    sessions(): Promise<string[]>;
  };
  semester: { get(): Promise<Semester | null> };
  /** The current academic session and semester. */
  academicSession: { get(): Promise<AcademicSession> };
  /** The executive councils of ended sessions, latest first (About). */
  pastCouncils: { list(): Promise<PastCouncil[]> };
  timetable: {
    list(filter: { category?: TimetableCategory; level?: Level }): Promise<TimetableClass[]>;
  };
  photos: {
    page(
      query: PageOf & { category?: PhotoCategory | undefined },
    ): Promise<{ items: Photo[]; total: number }>;
  };
  courses: {
    list(filter?: CourseFilter): Promise<Course[]>;
    /** By database id or course code ('PHY 101'). */
    item(key: string): Promise<Course | undefined>;
  };
  tutorials: {
    list(filter?: CourseFilter): Promise<Tutorial[]>;
    item(id: string): Promise<Tutorial | undefined>;
  };
  resources: { list(): Promise<LearningResource[]> };
  pastQuestions: { list(filter?: CourseFilter): Promise<PastQuestionEntry[]> };
  qna: {
    list(): Promise<QnaEntry[]>;
    item(id: string): Promise<QnaEntry | undefined>;
  };
  /** The site search: `q` as typed (its first maxSiteSearchLength characters are read). */
  search: { find(q: string): Promise<SearchResults> };
  sitemap: { records(): Promise<SitemapRecord[]> };
  /** Home's and About's singletons: hero slides, statistics, programmes, core values, story. */
  siteContent: { get(): Promise<SiteContent> };
  /** The executive council, in order (the first is the President). */
  executives: { list(): Promise<Executive[]> };
  testimonials: {
    list(): Promise<Testimonial[]>;
    /** By slug only: /testimonials/{slug}. */
    item(slug: string): Promise<Testimonial | undefined>;
  };
}

/** A public page of one record, and when the record last changed (for /sitemap.xml). */
export interface SitemapRecord {
  kind: 'news' | 'event' | 'course' | 'tutorial' | 'question' | 'photo';
  id: string;
  updatedAt: string;
}
