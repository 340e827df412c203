import { parseTimeRange } from '../../../contract/class-time';
import { timetableCategoryNames, type Day, type Level } from '../../../contract/constants';
import type { ClashReason, TimetableClass } from '../../../contract/timetable';

/** What decides whether a class clashes with another. */
export interface ClassSlot {
  day: Day;
  time: string;
  venue: string;
  category: TimetableClass['category'];
  level: Level;
}

export interface Clash {
  class: TimetableClass;
  reason: ClashReason;
}

/** A class with a start but no end is taken to last an hour, the shortest usual period. */
const DEFAULT_LENGTH_MINUTES = 60;

function interval(time: string): [number, number] | null {
  const { start, end } = parseTimeRange(time);
  if (start === null) return null;
  return [start, end ?? start + DEFAULT_LENGTH_MINUTES];
}

const sameRoom = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The same level in the same category; a class for 'all' is attended by every category. */
const sameStudents = (a: ClassSlot, b: ClassSlot) =>
  a.level === b.level &&
  (a.category === b.category || a.category === 'all' || b.category === 'all');

/**
 * The classes `slot` would overlap on its day: in the same venue, or for the same students. A time
 * that names no clock time ('TBA') clashes with nothing. Touching periods (8-10 and 10-12) do not
 * overlap.
 */
export function findClashes(slot: ClassSlot, others: readonly TimetableClass[]): Clash[] {
  const own = interval(slot.time);
  if (!own) return [];
  const clashes: Clash[] = [];
  for (const other of others) {
    if (other.day !== slot.day) continue;
    const theirs = interval(other.time);
    if (!theirs || own[0] >= theirs[1] || theirs[0] >= own[1]) continue;
    if (sameRoom(slot.venue, other.venue)) clashes.push({ class: other, reason: 'venue' });
    else if (sameStudents(slot, other)) clashes.push({ class: other, reason: 'students' });
  }
  return clashes;
}

/** 'Clashes with PHY 101 on Monday, 8:00 AM - 10:00 AM in Lab 2 (same venue)'. */
export function describeClashes(clashes: readonly Clash[]): string {
  const [first] = clashes;
  if (!first) return '';
  const { class: other, reason } = first;
  const why =
    reason === 'venue'
      ? 'same venue'
      : `same students: ${timetableCategoryNames[other.category]} ${other.level}`;
  const more =
    clashes.length > 1
      ? ` and ${clashes.length - 1} more class${clashes.length > 2 ? 'es' : ''}`
      : '';
  return `Clashes with ${other.course} on ${other.day}, ${other.time} in ${other.venue} (${why})${more}`;
}
