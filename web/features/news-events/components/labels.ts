import { newsCategories, type NewsCategory } from '@contract/constants';
import { formatLongDate, toDateOnly } from '@/lib/dates';

/** How each news category reads on buttons and badges. */
export const newsCategoryLabels: Record<NewsCategory, string> = {
  academic: 'Academic',
  research: 'Research',
  'student-life': 'Student Life',
  faculty: 'Faculty',
  general: 'General',
};

/** The filter's choices (spec: all, academic, research, student-life, faculty, general). */
export const newsFilters = ['all', ...newsCategories] as const;
export type NewsFilter = (typeof newsFilters)[number];

export const isNewsFilter = (value: string | null): value is NewsFilter =>
  value !== null && (newsFilters as readonly string[]).includes(value);

/** The spec's empty messages, for every item or one category by its name ('No Student Life news available.'). */
export function emptyNewsMessage(filter: NewsFilter): string {
  return filter === 'all'
    ? 'No academic news at the moment. Please check back soon!'
    : `No ${newsCategoryLabels[filter]} news available.`;
}

export const EMPTY_EVENTS_MESSAGE = 'No upcoming events at the moment. Please check back soon!';

/**
 * A stored calendar date ('2026-11-18T00:00:00.000Z') in US long form. Cut at the 'T' first, so
 * the day never moves in a time zone west of UTC.
 */
export const formatItemDate = (iso: string): string => formatLongDate(toDateOnly(iso));

/** The event's .ics file (GET /api/upcoming-events/:id/ics), for 'Add to calendar'. */
export const eventCalendarFileUrl = (id: string): string =>
  `/api/upcoming-events/${encodeURIComponent(id)}/ics`;
