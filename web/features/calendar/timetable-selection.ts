import {
  levels,
  timetableCategories,
  type Level,
  type TimetableCategory,
} from '@contract/constants';
import { readCookie, writeCookie } from '@/lib/cookies';
import { parseMyCategoryLevel } from '@/lib/my-category-level';
import { TIMETABLE_SELECTION_COOKIE } from '@contract/page-cookies';

/** Which timetable is shown: a category (or all of them) and a level. */
export type TimetableSelection = { category: TimetableCategory; level: Level };

/** The spec's defaults: Pure Physics, 100L. */
const defaultSelection: TimetableSelection = { category: 'pure-physics', level: '100L' };

/** The cookie that remembers the timetable last shown (contract/page-cookies.ts). */
export const SELECTION_COOKIE = TIMETABLE_SELECTION_COOKIE;

const isCategory = (value: unknown): value is TimetableCategory =>
  typeof value === 'string' && (timetableCategories as readonly string[]).includes(value);
const isLevel = (value: unknown): value is Level =>
  typeof value === 'string' && (levels as readonly string[]).includes(value);

/** The timetable last shown, from a Cookie header or document.cookie. */
export function readStoredSelection(
  cookies: string | null | undefined,
): Partial<TimetableSelection> {
  const [category, level] = (readCookie(cookies, SELECTION_COOKIE) ?? '').split('.');
  return {
    ...(isCategory(category) ? { category } : {}),
    ...(isLevel(level) ? { level } : {}),
  };
}

export function storeSelection(selection: TimetableSelection): void {
  writeCookie(SELECTION_COOKIE, `${selection.category}.${selection.level}`);
}

/** The link's choice, each part of it falling back to `fallback`. */
export function selectionFromParams(
  params: URLSearchParams,
  fallback: TimetableSelection,
): TimetableSelection {
  const category = params.get('category');
  const level = params.get('level');
  return {
    category: isCategory(category) ? category : fallback.category,
    level: isLevel(level) ? level : fallback.level,
  };
}

/**
 * The link's choice first, then the timetable last shown, then the student's own category and level
 * (set on the academics pages), then the spec's defaults. Read by the server from the request, so
 * the page arrives showing the right timetable.
 */
export function resolveSelection(
  params: URLSearchParams,
  cookies: string | null | undefined,
): TimetableSelection {
  const stored = readStoredSelection(cookies);
  const mine = parseMyCategoryLevel(cookies);
  return selectionFromParams(params, {
    category: stored.category ?? mine?.category ?? defaultSelection.category,
    level: stored.level ?? mine?.level ?? defaultSelection.level,
  });
}
