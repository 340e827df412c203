const dateOnlyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar year now (the footer's copyright line). */
export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}

/**
 * Reads an ISO date or date-time. A date-only value ('2026-11-22') is taken as that day in the
 * visitor's time zone, not as UTC midnight, so it never shows as the previous day.
 */
export function parseDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  const match = dateOnlyPattern.exec(value);
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(value);
}

/** US long form, e.g. 'November 22, 2026'. */
export function formatLongDate(value: string | Date): string {
  return parseDate(value).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** Cuts a server date-time at the 'T' to give a date-only value for date inputs. */
export function toDateOnly(value: string): string {
  return value.split('T')[0] ?? value;
}
