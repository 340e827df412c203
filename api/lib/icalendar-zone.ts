/**
 * Time zones in iCalendar files: a TZID must be defined by a VTIMEZONE in the same file
 * (RFC 5545 §3.6.5). Built from the platform's time-zone data, so no zone database is shipped.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');

/** An instant's UTC fields (or a wall-clock time held as if it were UTC) as '20261122T090000'. */
export function stamp(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes ('Africa/Lagos' gives 60). */
function zoneOffsetMinutes(timeZone: string, at: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{1,2})(?::?(\d{2}))?/.exec(name ?? '');
  if (!match) return 0; // 'GMT' itself.
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The instant a wall-clock time (held as if UTC) happens in the zone. */
export function zonedToUtc(wallClock: number, timeZone: string): number {
  const guess = wallClock - zoneOffsetMinutes(timeZone, wallClock) * MINUTE_MS;
  return wallClock - zoneOffsetMinutes(timeZone, guess) * MINUTE_MS;
}

const offsetValue = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}${pad(minutes % 60)}`;

/** The first instant, between two with different offsets, at which the new offset holds. */
function findTransition(timeZone: string, before: number, after: number): number {
  const from = zoneOffsetMinutes(timeZone, before);
  let low = before;
  let high = after;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (zoneOffsetMinutes(timeZone, middle) === from) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * The VTIMEZONE that a TZID needs (RFC 5545 §3.6.5), read from the platform's time-zone data for
 * the years given: one STANDARD or DAYLIGHT part for the offset in force on 1 January of the
 * first year, and one for every change of offset after it.
 */
export function timeZoneComponent(timeZone: string, fromYear: number, toYear: number): string[] {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const changes: { at: number; from: number; to: number }[] = [];
  let previous = zoneOffsetMinutes(timeZone, start);
  const initial = previous;
  for (let day = start + DAY_MS; day <= end; day += DAY_MS) {
    const offset = zoneOffsetMinutes(timeZone, day);
    if (offset === previous) continue;
    changes.push({ at: findTransition(timeZone, day - DAY_MS, day), from: previous, to: offset });
    previous = offset;
  }
  // Standard time is the zone's smaller offset; summer time adds to it.
  const standard = Math.min(initial, ...changes.map((change) => change.to));
  const part = (onset: string, from: number, to: number) => {
    const kind = to > standard ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${onset}`,
      `TZOFFSETFROM:${offsetValue(from)}`,
      `TZOFFSETTO:${offsetValue(to)}`,
      `END:${kind}`,
    ];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...part(stamp(start), initial, initial),
    // Each onset is written in the local time in force before the change.
    ...changes.flatMap((change) =>
      part(stamp(change.at + change.from * MINUTE_MS), change.from, change.to),
    ),
    'END:VTIMEZONE',
  ];
}
