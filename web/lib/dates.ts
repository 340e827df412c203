/**
 * Dates on the pages are formatted in one fixed time zone, never the reader's: the server renders
 * the page and the browser hydrates it, so both must write the same day (no hydration mismatch),
 * and a question asked on 19 November reads 19 November in New York and in Tokyo alike.
 * A calendar date (a day, as the server keeps it) is read in UTC; an instant in the association's
 * time zone (CALENDAR_TIMEZONE, from the root loader: useTimeZone in web/lib/site.ts).
 */

/**
 * The months as Intl writes them for 'en-US', written out: a page then formats its calendar dates
 * (and the footer its year) without an Intl object. The browser's first one costs 35-65 ms here
 * while it loads its locale data, in the middle of the page's hydration; most pages need none
 * other. Intl is still used for an instant placed in a time zone other than UTC.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'Jan' … 'Dec' for a month index (0-11), as en-US writes a short month. */
export const shortMonthName = (month: number): string => MONTHS[month]?.slice(0, 3) ?? '';

const usLongDate = (year: number, month: number, day: number) =>
  `${MONTHS[month] ?? ''} ${day}, ${year}`;

/** Every time zone is within 14 hours of UTC (UTC−12 to UTC+14); an hour more to be safe. */
const FURTHEST_ZONE_MS = 15 * 3600 * 1000;

/** 'YYYY-MM-DD', or that day at midnight UTC: the form calendar dates are stored in. */
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})(?:T00:00:00(?:\.0+)?Z)?$/;

/** Formatters are made once per zone: making one costs far more than using it (every page's footer). */
const yearFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar year now in `timeZone` (the footer's copyright line), not the machine's. */
export function currentYear(timeZone = 'UTC', now: Date = new Date()): number {
  // Away from New Year the year is the same in every zone: no formatter needed (see MONTHS).
  const year = now.getUTCFullYear();
  const time = now.getTime();
  if (
    time - Date.UTC(year, 0, 1) > FURTHEST_ZONE_MS &&
    Date.UTC(year + 1, 0, 1) - time > FURTHEST_ZONE_MS
  ) {
    return year;
  }
  let format = yearFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' });
    yearFormats.set(timeZone, format);
  }
  return Number(format.format(now));
}

/**
 * US long form, e.g. 'November 22, 2026'. A calendar date gives its own day whatever the zone; an
 * instant (a time of day other than midnight UTC) is placed in `timeZone` (UTC unless given).
 */
export function formatLongDate(value: string, timeZone = 'UTC'): string {
  const day = calendarDay.exec(value);
  const date = day
    ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (day || timeZone === 'UTC') {
    return usLongDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  }
  return longDateFormat(timeZone).format(date);
}

/**
 * One formatter per zone, made once: building one costs far more than using it, and a list page
 * formats a date per item on every render (the load bench showed it among the server's hottest).
 */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();
function longDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = longDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    longDateFormats.set(timeZone, format);
  }
  return format;
}

/** Cuts a server date-time at the 'T' to give a date-only value for date inputs. */
export function toDateOnly(value: string): string {
  return value.split('T')[0] ?? value;
}
