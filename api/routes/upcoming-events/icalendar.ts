/**
 * iCalendar (RFC 5545) text for one upcoming event, written by hand: escaping, line folding at 75
 * octets and CRLF line ends are all the format needs, so no package is pulled in for it.
 */

import { markdownToPlainText } from '../../../contract/markdown-text';
import { CRLF, escapeText, foldLine } from '../../lib/icalendar';
import { timeZoneComponent } from '../../lib/icalendar-zone';

/** A wall-clock time of day. */
interface ClockTime {
  hour: number;
  minute: number;
}

/** What a free-text time such as '10:00 AM - 2:00 PM' means, when it can be read. */
export interface TimeRange {
  start: ClockTime;
  end?: ClockTime;
}

/** When only a start time is known the event is given this long, so calendars draw a block. */
const DEFAULT_DURATION_MINUTES = 60;

const timeToken =
  /^(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?$|^(noon|midday|12\s*noon|midnight)$/;

type Token = {
  hour: number;
  minute: number;
  meridiem: 'am' | 'pm' | null;
  /** Written so it can only be a time: '10:00', '10am', 'noon' (a bare '10' could be a date). */
  explicit: boolean;
};

function readToken(text: string): Token | null {
  const match = timeToken.exec(text.trim());
  if (!match) return null;
  if (match[4]) {
    const hour = match[4] === 'midnight' ? 0 : 12;
    return { hour, minute: 0, meridiem: null, explicit: true };
  }
  const hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  const meridiem = match[3] ? (match[3].startsWith('a') ? 'am' : 'pm') : null;
  if (minute > 59) return null;
  if (meridiem ? hour < 1 || hour > 12 : hour > 23) return null;
  return { hour, minute, meridiem, explicit: meridiem !== null || match[2] !== undefined };
}

function to24(token: Token, meridiem: 'am' | 'pm' | null): ClockTime {
  let hour = token.hour;
  if (meridiem === 'am' && hour === 12) hour = 0;
  if (meridiem === 'pm' && hour < 12) hour += 12;
  return { hour, minute: token.minute };
}

const minutesOf = (time: ClockTime) => time.hour * 60 + time.minute;

/**
 * Reads the event's free-text time: '3:00 PM', '10:00 AM - 2:00 PM', '14:00–16:00', '1-3pm',
 * '10am to noon'. Anything else ('All day', 'TBA', 'Evening', a bare '10-12') gives null, and the
 * event is then an all-day one.
 */
export function parseTimeRange(text: string): TimeRange | null {
  const normal = text
    .toLowerCase()
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  const pieces = normal.split(/\s*(?:-|\bto\b|\buntil\b|\btill\b)\s*/);
  if (pieces.length > 2) return null;
  const tokens = pieces.map(readToken);
  if (tokens.some((token) => token === null)) return null;
  const [first, second] = tokens as [Token, Token | undefined];

  if (!second) return first.explicit ? { start: to24(first, first.meridiem) } : null;
  if (!first.explicit && !second.explicit) return null;

  const end = to24(second, second.meridiem);
  // '1-3pm': the start shares the end's half of the day, unless that would put it after the end.
  let startMeridiem = first.meridiem;
  if (!startMeridiem && second.meridiem && first.hour >= 1 && first.hour <= 12) {
    const same = to24(first, second.meridiem);
    startMeridiem = minutesOf(same) <= minutesOf(end) ? second.meridiem : 'am';
  }
  return { start: to24(first, startMeridiem), end };
}

export interface CalendarEventInput {
  id: string;
  title: string;
  /** The event's calendar date, 'YYYY-MM-DD' or that day at midnight UTC. */
  date: string;
  time: string;
  location: string;
  description: string;
  organizer: string;
  registrationLink?: string | undefined;
  createdAt: string;
  updatedAt: string;
}

export interface CalendarOptions {
  /** The event page's absolute URL. */
  url?: string | undefined;
  /** Who made the file, for PRODID (the association's name). */
  producer: string;
  /** The IANA zone the event's wall-clock time is in (CALENDAR_TIMEZONE): written as its TZID. */
  timeZone: string;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** '2026-12-05…' as the iCalendar DATE '20261205'. */
function dateValue(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new Error(`Not a calendar date: ${date}`);
  return `${match[1]}${match[2]}${match[3]}`;
}

/** A UTC instant as '20261122T090000Z'. */
function utcValue(iso: string): string {
  const d = new Date(iso);
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/** The day after a 'YYYYMMDD' date, plus `days`. */
function addDays(day: string, days: number): string {
  const d = new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) + days),
  );
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** A local date-time '20261205T100000' from a day and a count of minutes (may pass midnight). */
function localValue(day: string, minutes: number): string {
  const dayOffset = Math.floor(minutes / 1440);
  const rest = minutes - dayOffset * 1440;
  return `${addDays(day, dayOffset)}T${pad(Math.floor(rest / 60))}${pad(rest % 60)}00`;
}

/** The UID that names this event in every copy of the file, so calendars update instead of duplicating. */
export const eventUid = (id: string): string => `upcoming-event-${id}@chapter-site`;

/**
 * The whole VCALENDAR with one VEVENT. Times are wall-clock times in the association's zone, named
 * by TZID and defined by a VTIMEZONE, never floating (a floating time would move with whoever
 * imports it); an unreadable time makes it an all-day event.
 */
export function eventCalendar(event: CalendarEventInput, options: CalendarOptions): string {
  const day = dateValue(event.date);
  const range = parseTimeRange(event.time);

  const when: string[] = [];
  const zone: string[] = [];
  if (range) {
    const start = minutesOf(range.start);
    let end = range.end ? minutesOf(range.end) : start + DEFAULT_DURATION_MINUTES;
    // '10 PM - 2 AM' ends the next day; an end equal to the start means the default length.
    if (range.end && end < start) end += 1440;
    if (end === start) end = start + DEFAULT_DURATION_MINUTES;
    const [first, last] = [localValue(day, start), localValue(day, end)];
    const tzid = `TZID=${options.timeZone}`;
    when.push(`DTSTART;${tzid}:${first}`, `DTEND;${tzid}:${last}`);
    zone.push(
      ...timeZoneComponent(options.timeZone, Number(first.slice(0, 4)), Number(last.slice(0, 4))),
    );
  } else {
    when.push(`DTSTART;VALUE=DATE:${day}`, `DTEND;VALUE=DATE:${addDays(day, 1)}`);
  }

  const details = [
    // A calendar shows text: the description's Markdown read as words.
    markdownToPlainText(event.description),
    '',
    `Organizer: ${event.organizer}`,
    `Time: ${event.time}`,
    event.registrationLink ? `Register: ${event.registrationLink}` : null,
    options.url ? `Details: ${options.url}` : null,
  ].filter((line): line is string => line !== null);

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.producer)}//Upcoming events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...zone,
    'BEGIN:VEVENT',
    `UID:${eventUid(event.id)}`,
    // The last change, not the download: the same event gives the same file.
    `DTSTAMP:${utcValue(event.updatedAt)}`,
    `CREATED:${utcValue(event.createdAt)}`,
    `LAST-MODIFIED:${utcValue(event.updatedAt)}`,
    ...when,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(details.join('\n'))}`,
    `LOCATION:${escapeText(event.location)}`,
    options.url ? `URL:${options.url}` : null,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter((line): line is string => line !== null);

  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A safe download name from the title: 'quantum-computing-workshop.ics'. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}
