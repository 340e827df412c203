import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { categoryIds, levels, type CategoryId, type Level } from '@contract/constants';
import { readCookie, writeCookie } from './cookies';
import type { RootData } from './page-meta';

const isCategoryId = (value: unknown): value is CategoryId =>
  typeof value === 'string' && (categoryIds as readonly string[]).includes(value);
const isLevel = (value: unknown): value is Level =>
  typeof value === 'string' && (levels as readonly string[]).includes(value);

/**
 * The cookie that remembers a student's own category and level, as 'geophysics.200L'. The
 * academics pages set it; they and the timetable use it as their default filter. A cookie, not
 * local storage, so the server renders the page with it: nothing changes after the page arrives.
 */
export const MY_CATEGORY_LEVEL_COOKIE = 'my-category-level';

export type MyCategoryLevel = { category: CategoryId; level: Level };

/** Fired on this page when the choice changes (other tabs see it on their next page). */
const CHANGE_EVENT = 'chapter:my-category-level';

/** The remembered choice in a Cookie header or document.cookie; null when there is none. */
export function parseMyCategoryLevel(cookies: string | null | undefined): MyCategoryLevel | null {
  const [category, level] = (readCookie(cookies, MY_CATEGORY_LEVEL_COOKIE) ?? '').split('.');
  return isCategoryId(category) && isLevel(level) ? { category, level } : null;
}

export function storeMyCategoryLevel(value: MyCategoryLevel | null): void {
  writeCookie(MY_CATEGORY_LEVEL_COOKIE, value && `${value.category}.${value.level}`);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

const currentRaw = () => readCookie(document.cookie, MY_CATEGORY_LEVEL_COOKIE);

/**
 * 'My category and level': the remembered choice and a setter (null forgets it). The page starts
 * with what the server read from the request (the root loader), and every component using it
 * follows a change at once.
 */
export function useMyCategoryLevel(): [
  MyCategoryLevel | null,
  (value: MyCategoryLevel | null) => void,
] {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const fromRequest = root?.myCategoryLevel ?? null;
  const serverRaw = fromRequest && `${fromRequest.category}.${fromRequest.level}`;
  // The raw string is the snapshot: stable between reads, so React does not loop.
  const raw = useSyncExternalStore(subscribe, currentRaw, () => serverRaw);
  const value = useMemo(
    () => parseMyCategoryLevel(raw && `${MY_CATEGORY_LEVEL_COOKIE}=${raw}`),
    [raw],
  );
  const set = useCallback((next: MyCategoryLevel | null) => storeMyCategoryLevel(next), []);
  return [value, set];
}
