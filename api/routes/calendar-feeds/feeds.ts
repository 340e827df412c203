import type { CalendarEvent } from '../../../contract/calendar';
import { parseTimeRange } from '../../../contract/class-time';
import { days, timetableCategoryNames, type CalendarEventType } from '../../../contract/constants';
import type { Semester } from '../../../contract/semester';
import type { TimetableClass } from '../../../contract/timetable';
// The iCalendar text primitives (escaping, folding) are the upcoming events' writer's: one writer.
import { escapeText, foldLine } from '../../lib/icalendar';
import { stamp, timeZoneComponent, zonedToUtc } from '../../lib/icalendar-zone';

/**
 * The academic calendar and the timetable as iCalendar (RFC 5545) subscriptions: every calendar
 * event as an all-day event (a period over all its days), and every class as a weekly event from
 * the first to the last day of the semester, skipping every day of a break or exam period.
 */

const CRLF = '\r\n';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A class with a start but no end is given an hour, the shortest usual period. */
const DEFAULT_CLASS_MINUTES = 60;

/** Calendar events on whose days classes do not meet. */
const blockingEventTypes: readonly CalendarEventType[] = ['break', 'exam'];

const eventTypeNames: Record<CalendarEventType, string> = {
  academic: 'Academic',
  exam: 'Exam',
  break: 'Break',
  general: 'General',
};

export interface FeedOptions {
  /** The association's name: PRODID and the calendar's name. */
  siteName: string;
  /** When the file is written (DTSTAMP). */
  now: Date;
}

export interface TimetableFeedOptions extends FeedOptions {
  /** The IANA zone class times are in (CALENDAR_TIMEZONE). */
  timeZone: string;
  /** Names the selection in the calendar's name: 'Geophysics 300L'. */
  title: string;
}

/** Stable identities: a calendar app updates its copy of an event instead of adding another. */
export const calendarEventUid = (id: string) => `calendar-event-${id}@chapter-site`;
export const timetableClassUid = (id: string) => `timetable-class-${id}@chapter-site`;

/** Milliseconds of a 'YYYY-MM-DD…' calendar date at midnight UTC. */
const dayStart = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

const dateValue = (ms: number) => stamp(ms).slice(0, 8);

/** Which file this is: the product part of PRODID. */
type FeedProduct = 'Academic calendar' | 'Class timetable';

function calendarHeader(
  product: FeedProduct,
  name: string,
  description: string,
  options: FeedOptions,
): string[] {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.siteName)}//${product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `X-WR-CALDESC:${escapeText(description)}`,
    // How often subscribers should look again (RFC 7986, and the older name Outlook reads).
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ];
}

const serialize = (lines: string[]) => lines.map(foldLine).join(CRLF) + CRLF;

/** Every calendar event as an all-day event. */
export function academicCalendarFeed(events: readonly CalendarEvent[], options: FeedOptions) {
  const dtstamp = `${stamp(options.now.getTime())}Z`;
  const lines = calendarHeader(
    'Academic calendar',
    `${options.siteName}: Academic Calendar`,
    'Term dates, examinations, breaks and events of the academic calendar.',
    options,
  );
  for (const event of events) {
    const day = dayStart(event.date);
    // DTEND of an all-day event is the day after its last (RFC 5545 §3.6.1).
    const lastDay = dayStart(event.endDate ?? event.date);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${calendarEventUid(event._id)}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${dateValue(day)}`,
      `DTEND;VALUE=DATE:${dateValue(lastDay + DAY_MS)}`,
      `SUMMARY:${escapeText(event.event)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `CATEGORIES:${escapeText(eventTypeNames[event.type])}`,
      // An all-day marker: it does not make the day look busy.
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return serialize(lines);
}

/** Monday is 1, as Date.getUTCDay counts. */
const weekdayOf = (day: TimetableClass['day']) => days.indexOf(day) + 1;

/** The calendar dates (ms at midnight UTC) on which classes do not meet: every day of a break or exam period. */
export function blockedDays(events: readonly CalendarEvent[]): Set<number> {
  const blocked = new Set<number>();
  for (const event of events) {
    if (!blockingEventTypes.includes(event.type)) continue;
    const last = dayStart(event.endDate ?? event.date);
    for (let day = dayStart(event.date); day <= last; day += DAY_MS) blocked.add(day);
  }
  return blocked;
}

/**
 * Each class as an event repeating weekly from its first day in the semester to the semester's last
 * day, in the configured zone, with no occurrence on a break or exam day. A class whose time names
 * no clock time ('TBA') cannot be placed and is left out. With no semester there are no classes.
 */
export function timetableFeed(
  classes: readonly TimetableClass[],
  semester: Semester | null,
  blocked: ReadonlySet<number>,
  options: TimetableFeedOptions,
): string {
  const { timeZone } = options;
  const dtstamp = `${stamp(options.now.getTime())}Z`;
  const lines = calendarHeader(
    'Class timetable',
    `${options.siteName}: Class Timetable, ${options.title}`,
    semester
      ? `Weekly classes for ${options.title}, without break and exam days.`
      : `Weekly classes for ${options.title}. The semester dates are not set yet.`,
    options,
  );
  lines.push(`X-WR-TIMEZONE:${timeZone}`);
  if (!semester) {
    lines.push('END:VCALENDAR');
    return serialize(lines);
  }

  const first = dayStart(semester.startDate);
  const last = dayStart(semester.endDate);
  // The recurrence ends with the semester's last day, given in UTC as RFC 5545 wants with a TZID.
  const until = `${stamp(zonedToUtc(last + DAY_MS - 1000, timeZone))}Z`;
  const events: string[] = [];
  for (const entry of classes) {
    const { start, end } = parseTimeRange(entry.time);
    if (start === null) continue;
    const finish = end ?? start + DEFAULT_CLASS_MINUTES;
    const weekday = weekdayOf(entry.day);
    const firstDay = first + ((weekday - new Date(first).getUTCDay() + 7) % 7) * DAY_MS;
    if (firstDay > last) continue;
    const at = (day: number, minutes: number) => stamp(day + minutes * MINUTE_MS);
    const skipped: string[] = [];
    for (let day = firstDay; day <= last; day += 7 * DAY_MS) {
      if (blocked.has(day)) skipped.push(at(day, start));
    }
    const about = [
      entry.lecturer ? `Lecturer: ${entry.lecturer}` : null,
      `${timetableCategoryNames[entry.category]}, ${entry.level}`,
      `Time: ${entry.time}`,
    ].filter((line): line is string => line !== null);
    events.push(
      'BEGIN:VEVENT',
      `UID:${timetableClassUid(entry._id)}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;TZID=${timeZone}:${at(firstDay, start)}`,
      `DTEND;TZID=${timeZone}:${at(firstDay, finish)}`,
      `RRULE:FREQ=WEEKLY;UNTIL=${until}`,
      ...(skipped.length > 0 ? [`EXDATE;TZID=${timeZone}:${skipped.join(',')}`] : []),
      `SUMMARY:${escapeText(entry.course)}`,
      `LOCATION:${escapeText(entry.venue)}`,
      `DESCRIPTION:${escapeText(about.join('\n'))}`,
      `CATEGORIES:${escapeText(timetableCategoryNames[entry.category])},${entry.level}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  // A TZID must be defined by a VTIMEZONE in the same file, covering the semester.
  if (events.length > 0)
    lines.push(
      ...timeZoneComponent(
        timeZone,
        new Date(first).getUTCFullYear(),
        new Date(last).getUTCFullYear(),
      ),
    );
  lines.push(...events, 'END:VCALENDAR');
  return serialize(lines);
}

/** A file name for a download: 'timetable-geophysics-300l.ics'. */
export function timetableFileName(category: string | undefined, level: string | undefined) {
  const parts = ['timetable', category, level].filter(Boolean).join('-').toLowerCase();
  return `${parts.replace(/[^a-z0-9-]+/g, '-')}.ics`;
}
