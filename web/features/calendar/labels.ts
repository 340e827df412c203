import type { CalendarEventType } from '@contract/constants';

export const eventTypeNames: Record<CalendarEventType, string> = {
  academic: 'Academic',
  exam: 'Exam',
  break: 'Break',
  general: 'General',
};
