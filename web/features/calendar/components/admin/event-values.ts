import type { CalendarEvent, CalendarEventCreate } from '@contract/calendar';
import type { CalendarEventType } from '@contract/constants';
import { dayKeyOf, eventDayKey } from '@/features/calendar/calendar-dates';

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
  /** '2026/2027', or '' for the session the date falls in. */
  session: string;
};

/** The labels the contract's messages are read under ('Event name is required'). */
export const eventLabels: Record<string, string> = {
  event: 'Event name',
  description: 'Description',
  date: 'Date',
  endDate: 'End date',
  type: 'Event type',
  session: 'Session',
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
  session: '',
});

export const eventFormFrom = (event: CalendarEvent): EventFormValues => ({
  event: event.event,
  description: event.description,
  date: eventDayKey(event),
  endDate: (hasEndDate(event.type) && event.endDate?.slice(0, 10)) || '',
  type: event.type,
  session: event.session,
});

/**
 * An end date only goes with a break or exam; '' clears one the event had. A blank session is
 * left out: the server files the event under the session its date falls in.
 */
export const eventPayload = (values: EventFormValues): CalendarEventCreate => ({
  event: values.event.trim(),
  description: values.description.trim(),
  date: values.date,
  endDate: hasEndDate(values.type) ? values.endDate : '',
  type: values.type,
  ...(values.session.trim() ? { session: values.session.trim() } : {}),
});
