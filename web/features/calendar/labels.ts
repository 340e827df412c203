import type { CalendarEventType } from '@contract/constants';

export const eventTypeNames: Record<CalendarEventType, string> = {
  academic: 'Academic',
  exam: 'Exam',
  break: 'Break',
  general: 'General',
};

/** The spec's messages when the calendar's lists cannot be read (section 8). */
export const FETCH_EVENTS_FAILED = 'Failed to fetch events';
export const FETCH_TIMETABLE_FAILED = 'Failed to fetch timetable';
