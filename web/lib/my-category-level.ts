import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { categoryIds, levels, type CategoryId, type Level } from '@contract/constants';

const isCategoryId = (value: unknown): value is CategoryId =>
  typeof value === 'string' && (categoryIds as readonly string[]).includes(value);
const isLevel = (value: unknown): value is Level =>
  typeof value === 'string' && (levels as readonly string[]).includes(value);

/**
 * Where the browser remembers a student's own category and level, as JSON {category, level}.
 * The academics pages set it; they and the timetable use it as their default filter.
 */
export const MY_CATEGORY_LEVEL_KEY = 'chapter.myCategoryLevel';

export type MyCategoryLevel = { category: CategoryId; level: Level };

/** Fired on this page when the choice changes ('storage' only reaches other tabs). */
const CHANGE_EVENT = 'chapter:my-category-level';

function readRaw(): string | null {
  try {
    return localStorage.getItem(MY_CATEGORY_LEVEL_KEY);
  } catch {
    return null; // Storage blocked (some private modes).
  }
}

/** The remembered choice; null when there is none or it is damaged. */
export function parseMyCategoryLevel(raw: string | null): MyCategoryLevel | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return isCategoryId(value.category) && isLevel(value.level)
      ? { category: value.category, level: value.level }
      : null;
  } catch {
    return null;
  }
}

export const readMyCategoryLevel = (): MyCategoryLevel | null => parseMyCategoryLevel(readRaw());

export function storeMyCategoryLevel(value: MyCategoryLevel | null): void {
  try {
    if (value) localStorage.setItem(MY_CATEGORY_LEVEL_KEY, JSON.stringify(value));
    else localStorage.removeItem(MY_CATEGORY_LEVEL_KEY);
  } catch {
    // Storage blocked or full: the choice holds for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === MY_CATEGORY_LEVEL_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * 'My category and level': the remembered choice and a setter (null forgets it). Every component
 * using it, on this page and in other tabs, follows a change at once.
 */
export function useMyCategoryLevel(): [
  MyCategoryLevel | null,
  (value: MyCategoryLevel | null) => void,
] {
  // The raw string is the snapshot: stable between reads, so React does not loop.
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const value = useMemo(() => parseMyCategoryLevel(raw), [raw]);
  const set = useCallback((next: MyCategoryLevel | null) => storeMyCategoryLevel(next), []);
  return [value, set];
}
