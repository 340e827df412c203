/**
 * Class times. The spec keeps a class's `time` as free text ('8:00 AM - 10:00 AM', '08:00-10:00',
 * '2pm-4pm'); the admin form, the clash check and the calendar feeds need a start and an end. These
 * helpers read the text into minutes after midnight and write it back in one canonical form.
 */

/** A 24-hour clock time as the API and `<input type="time">` carry it: 'HH:MM'. */
export const clockTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface TimeRange {
  /** Minutes after midnight, or null when the text names no time ('TBA'). */
  start: number | null;
  /** Minutes after midnight, or null when the text gives no end, or one not after the start. */
  end: number | null;
}

interface ClockReading {
  minutes: number;
  meridiem: 'am' | 'pm' | undefined;
}

const clockText = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.?|p\.m\.?)?$/i;
const rangeSeparator = /\s*(?:-|–|—|\bto\b|\buntil\b)\s*/i;

function withMeridiem(hours: number, meridiem: 'am' | 'pm'): number {
  if (meridiem === 'pm') return hours < 12 ? hours + 12 : hours;
  return hours === 12 ? 0 : hours;
}

function readClock(text: string): ClockReading | null {
  const match = clockText.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const meridiem = match[3] ? (/^a/i.test(match[3]) ? 'am' : 'pm') : undefined;
  if (minutes > 59) return null;
  if (meridiem ? hours < 1 || hours > 12 : hours > 23) return null;
  return { minutes: (meridiem ? withMeridiem(hours, meridiem) : hours) * 60 + minutes, meridiem };
}

/** Gives a reading without am/pm the meridiem of the other end, when that keeps start before end. */
function borrowMeridiem(
  reading: ClockReading,
  meridiem: 'am' | 'pm',
  keepsOrder: (minutes: number) => boolean,
): number {
  const hours = Math.floor(reading.minutes / 60);
  if (hours < 1 || hours > 12) return reading.minutes;
  const borrowed = withMeridiem(hours, meridiem) * 60 + (reading.minutes % 60);
  if (keepsOrder(borrowed)) return borrowed;
  // '11 - 1 PM' starts at 11 AM; '11 AM - 1' ends at 1 PM.
  const other = withMeridiem(hours, meridiem === 'am' ? 'pm' : 'am') * 60 + (reading.minutes % 60);
  return keepsOrder(other) ? other : reading.minutes;
}

/** Reads a class's free-text time into a start and an end (minutes after midnight). */
export function parseTimeRange(time: string): TimeRange {
  const parts = time.trim().split(rangeSeparator).filter(Boolean);
  const [firstText, secondText] = parts;
  if (firstText === undefined || parts.length > 2) return { start: null, end: null };
  const first = readClock(firstText);
  if (!first) return { start: null, end: null };
  const second = secondText === undefined ? null : readClock(secondText);
  if (!second) return { start: first.minutes, end: null };

  let start = first.minutes;
  let end = second.minutes;
  if (!first.meridiem && second.meridiem)
    start = borrowMeridiem(first, second.meridiem, (minutes) => minutes < end);
  if (first.meridiem && !second.meridiem)
    end = borrowMeridiem(second, first.meridiem, (minutes) => minutes > start);
  return { start, end: end > start ? end : null };
}

/** 'HH:MM' → minutes after midnight, or null when it is not a clock time. */
export function parseClockTime(value: string): number | null {
  if (!clockTimePattern.test(value)) return null;
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

/** Minutes after midnight → 'HH:MM'. */
export function formatClockTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight → '8:00 AM'. */
function formatTwelveHour(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const meridiem = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes % 60).padStart(2, '0')} ${meridiem}`;
}

/** The canonical text of a class time: '8:00 AM - 10:00 AM'. */
export function formatTimeRange(start: number, end: number): string {
  return `${formatTwelveHour(start)} - ${formatTwelveHour(end)}`;
}

/** A class's times as the API returns them beside `time`: 'HH:MM', or null when unknown. */
export function clockTimesOf(time: string): { startTime: string | null; endTime: string | null } {
  const { start, end } = parseTimeRange(time);
  return {
    startTime: start === null ? null : formatClockTime(start),
    endTime: end === null ? null : formatClockTime(end),
  };
}
