import {
  levels,
  timetableCategories,
  type Level,
  type TimetableCategory,
} from '@contract/constants';
import { readMyCategoryLevel, type MyCategoryLevel } from '@/lib/my-category-level';

/** Which timetable is shown: a category (or all of them) and a level. */
export type TimetableSelection = { category: TimetableCategory; level: Level };

/** The spec's defaults: Pure Physics, 100L. */
export const defaultSelection: TimetableSelection = { category: 'pure-physics', level: '100L' };

/** Where the browser remembers the last choice. */
export const SELECTION_STORAGE_KEY = 'chapter-site.timetable-selection';

const isCategory = (value: unknown): value is TimetableCategory =>
  typeof value === 'string' && (timetableCategories as readonly string[]).includes(value);
const isLevel = (value: unknown): value is Level =>
  typeof value === 'string' && (levels as readonly string[]).includes(value);

/** The remembered choice; nothing when there is none, it is damaged, or storage is blocked. */
export function readStoredSelection(): Partial<TimetableSelection> {
  try {
    const stored = JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    return {
      ...(isCategory(stored.category) ? { category: stored.category } : {}),
      ...(isLevel(stored.level) ? { level: stored.level } : {}),
    };
  } catch {
    return {};
  }
}

export function storeSelection(selection: TimetableSelection): void {
  try {
    localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(selection));
  } catch {
    // Private browsing or full storage: the choice is simply not remembered.
  }
}

/**
 * The link's choice first, then the timetable last shown, then the student's own category and level
 * (set on the academics pages), then the spec's defaults.
 */
export function resolveSelection(
  params: URLSearchParams,
  stored: Partial<TimetableSelection>,
  mine: MyCategoryLevel | null = readMyCategoryLevel(),
): TimetableSelection {
  const category = params.get('category');
  const level = params.get('level');
  return {
    category: isCategory(category)
      ? category
      : (stored.category ?? mine?.category ?? defaultSelection.category),
    level: isLevel(level) ? level : (stored.level ?? mine?.level ?? defaultSelection.level),
  };
}
