const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How long ago (or how soon) a moment is, in words: 'just now', '5 minutes ago', 'yesterday',
 * '3 weeks ago', 'in 2 days'. Unreadable input gives ''.
 */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'minute') {
      const amount = Math.sign(seconds) * Math.round(Math.abs(seconds) / size);
      return relative.format(amount, unit);
    }
  }
  return 'just now';
}

/**
 * A moment in full, e.g. 'Nov 22, 2026, 9:05 AM', in the association's time zone (useTimeZone),
 * not the reader's: the server and the browser write the same text.
 */
export function formatDateTime(value: string | Date, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
