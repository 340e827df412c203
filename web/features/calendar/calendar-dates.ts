import type { CalendarEvent } from '@contract/calendar';
import { formatLongDate } from '@/lib/dates';

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

/** The event's (first) day as 'YYYY-MM-DD'. */
export const eventDayKey = (event: Pick<CalendarEvent, 'date'>): string => event.date.slice(0, 10);

/** The last day of a break or exam period as 'YYYY-MM-DD'; a one-day event's own day. */
export const eventLastDayKey = (event: Pick<CalendarEvent, 'date' | 'endDate'>): string =>
  (event.endDate ?? event.date).slice(0, 10);

/** Whether the event lasts more than one day. */
export const isPeriod = (event: Pick<CalendarEvent, 'date' | 'endDate'>): boolean =>
  eventLastDayKey(event) > eventDayKey(event);

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (key: string) =>
  Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, Number(key.slice(8, 10)));

/** Every day of the event as 'YYYY-MM-DD', first to last (one for a one-day event). */
export function eventDayKeys(event: Pick<CalendarEvent, 'date' | 'endDate'>): string[] {
  const keys: string[] = [];
  const last = utcDay(eventLastDayKey(event));
  for (let day = utcDay(eventDayKey(event)); day <= last; day += DAY_MS)
    keys.push(new Date(day).toISOString().slice(0, 10));
  return keys;
}

/** US long form, read in UTC: '2026-02-10T00:00:00.000Z' gives 'February 10, 2026'. */
export const formatCalendarDate = (value: string): string => formatLongDate(value.slice(0, 10));

/** The events on one day: those that start on it, and the periods it falls in. */
export function eventsOnDay(events: readonly CalendarEvent[], key: string): CalendarEvent[] {
  return events.filter((event) => eventDayKey(event) <= key && key <= eventLastDayKey(event));
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
