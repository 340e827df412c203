import type { CalendarEvent } from '@contract/calendar';

/**
 * Calendar dates. The server keeps each as that day at midnight UTC ('2026-02-10T00:00:00.000Z');
 * the date picker works in local days. Both meet as 'YYYY-MM-DD' keys, so a date never moves by a
 * day whatever the visitor's time zone.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A local day (as the date picker gives it) as 'YYYY-MM-DD'. */
export function dayKeyOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD…' as a local day at midnight, for the date picker. */
export function localDayOf(key: string): Date {
  return new Date(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)));
}

/** The event's day as 'YYYY-MM-DD'. */
export const eventDayKey = (event: Pick<CalendarEvent, 'date'>): string => event.date.slice(0, 10);

/** US long form, read in UTC: '2026-02-10T00:00:00.000Z' gives 'February 10, 2026'. */
export function formatCalendarDate(value: string): string {
  const date = new Date(
    Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10))),
  );
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** The events of this year and the next (spec: 'Academic Events' for the current and next year). */
export function eventsOfThisAndNextYear(
  events: readonly CalendarEvent[],
  year: number,
): CalendarEvent[] {
  return events.filter((event) => {
    const eventYear = Number(event.date.slice(0, 4));
    return eventYear === year || eventYear === year + 1;
  });
}

/** The events on one day. */
export function eventsOnDay(events: readonly CalendarEvent[], key: string): CalendarEvent[] {
  return events.filter((event) => eventDayKey(event) === key);
}

/** Today as 'YYYY-MM-DD' in an IANA time zone (the association's, not the visitor's). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
