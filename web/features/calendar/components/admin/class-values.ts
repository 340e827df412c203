import type { CalendarEvent, CalendarEventCreate } from '@contract/calendar';
import { clockTimesOf, parseClockTime } from '@contract/class-time';
import type { CalendarEventType, Day, Level, TimetableCategory } from '@contract/constants';
import type { TimetableClass, TimetableClassCreate } from '@contract/timetable';
import { dayKeyOf, eventDayKey } from '@/features/calendar/calendar-dates';

export type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * The Events form. `date` is a 'YYYY-MM-DD' key; the picker defaults to today (spec §2). `endDate`
 * ('YYYY-MM-DD' or '') is the last day of a break or exam period.
 */
export type EventFormValues = {
  event: string;
  description: string;
  date: string;
  endDate: string;
  type: CalendarEventType;
};

/** The event types that may last several days (and stop classes while they do). */
const periodEventTypes: readonly CalendarEventType[] = ['break', 'exam'];
export const hasEndDate = (type: CalendarEventType) => periodEventTypes.includes(type);

export const emptyEventForm = (today: Date = new Date()): EventFormValues => ({
  event: '',
  description: '',
  date: dayKeyOf(today),
  endDate: '',
  type: 'academic',
});

export const eventFormFrom = (event: CalendarEvent): EventFormValues => ({
  event: event.event,
  description: event.description,
  date: eventDayKey(event),
  endDate: event.endDate?.slice(0, 10) ?? '',
  type: event.type,
});

export type EventField = 'event' | 'endDate';

/** Spec §5: the event name is required; the rest is pre-filled. A period ends on or after its start. */
export function validateEvent(values: EventFormValues): Errors<EventField> {
  const errors: Errors<EventField> = {};
  if (!values.event.trim()) errors.event = 'Event name is required';
  if (hasEndDate(values.type) && values.endDate && values.endDate < values.date)
    errors.endDate = 'End date must not be before the start date';
  return errors;
}

/** An end date only goes with a break or exam; '' clears one the event had. */
export const eventPayload = (values: EventFormValues): CalendarEventCreate => ({
  event: values.event.trim(),
  description: values.description.trim(),
  date: values.date,
  endDate: hasEndDate(values.type) ? values.endDate : '',
  type: values.type,
});

/** The Timetable form: times as 'HH:MM' from `<input type="time">`. */
export type ClassFormValues = {
  day: Day;
  startTime: string;
  endTime: string;
  course: string;
  venue: string;
  lecturer: string;
  category: TimetableCategory;
  level: Level;
};

export type ClassField = 'startTime' | 'endTime' | 'course' | 'venue';

/** Spec §3 defaults: Monday, pure-physics, 100L. */
export const emptyClassForm = (): ClassFormValues => ({
  day: 'Monday',
  startTime: '',
  endTime: '',
  course: '',
  venue: '',
  lecturer: '',
  category: 'pure-physics',
  level: '100L',
});

export const classFormFrom = (entry: TimetableClass): ClassFormValues => {
  const times = clockTimesOf(entry.time);
  return {
    day: entry.day,
    startTime: times.startTime ?? '',
    endTime: times.endTime ?? '',
    course: entry.course,
    venue: entry.venue,
    lecturer: entry.lecturer,
    category: entry.category,
    level: entry.level,
  };
};

/**
 * Spec §5: time, course and venue are required; lecturer is optional. A class saved with a time
 * the form cannot read ('TBA') may keep it: both times left empty leave the text as it is.
 */
export function validateClass(values: ClassFormValues, keepsTextTime: boolean): Errors<ClassField> {
  const errors: Errors<ClassField> = {};
  const start = parseClockTime(values.startTime);
  const end = parseClockTime(values.endTime);
  const keeping = keepsTextTime && !values.startTime && !values.endTime;
  if (!keeping) {
    if (start === null) errors.startTime = 'Start time is required';
    if (end === null) errors.endTime = 'End time is required';
    else if (start !== null && end <= start)
      errors.endTime = 'End time must be after the start time';
  }
  if (!values.course.trim()) errors.course = 'Course is required';
  if (!values.venue.trim()) errors.venue = 'Venue is required';
  return errors;
}

export function classPayload(values: ClassFormValues): TimetableClassCreate {
  return {
    day: values.day,
    ...(values.startTime && values.endTime
      ? { startTime: values.startTime, endTime: values.endTime }
      : {}),
    course: values.course.trim(),
    venue: values.venue.trim(),
    lecturer: values.lecturer.trim(),
    category: values.category,
    level: values.level,
  };
}

/** The fields that bring a deleted class back as it was. */
export const classRestorePayload = (entry: TimetableClass): TimetableClassCreate => ({
  day: entry.day,
  time: entry.time,
  course: entry.course,
  venue: entry.venue,
  lecturer: entry.lecturer,
  category: entry.category,
  level: entry.level,
});
