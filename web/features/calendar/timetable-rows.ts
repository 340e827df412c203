import { parseTimeRange } from '@contract/class-time';
import { days } from '@contract/constants';
import type { TimetableClass } from '@contract/timetable';
import { compareText } from '@/lib/compare-text';
import type { TimetableSelection } from './timetable-selection';

const startOf = (entry: TimetableClass) => parseTimeRange(entry.time).start ?? 24 * 60;

/**
 * The classes of a selection, by day then start time. A category includes the classes for all
 * categories; 'All Categories' shows every class of the level.
 */
export function classesFor(
  classes: readonly TimetableClass[],
  { category, level }: TimetableSelection,
): TimetableClass[] {
  return classes
    .filter(
      (entry) =>
        entry.level === level &&
        (category === 'all' || entry.category === category || entry.category === 'all'),
    )
    .sort(
      (a, b) =>
        days.indexOf(a.day) - days.indexOf(b.day) ||
        startOf(a) - startOf(b) ||
        compareText(a.course, b.course),
    );
}

/** The admin list's category: the hyphen as a space, 'All Categories' for all (spec §2). */
export function adminCategoryLabel(category: TimetableClass['category']): string {
  return category === 'all' ? 'All Categories' : category.replace(/-/g, ' ');
}
