import { useRouteLoaderData } from 'react-router';
import { categoryIds, levels, type CategoryId, type Level } from '@contract/constants';
import { cookieText, readCookie } from './cookies';
import type { RootData } from './page-meta';
import { MY_CATEGORY_LEVEL_COOKIE } from '@contract/page-cookies';

const isCategoryId = (value: unknown): value is CategoryId =>
  typeof value === 'string' && (categoryIds as readonly string[]).includes(value);
const isLevel = (value: unknown): value is Level =>
  typeof value === 'string' && (levels as readonly string[]).includes(value);

/** The cookie that remembers a student's own category and level (contract/page-cookies.ts). */
export { MY_CATEGORY_LEVEL_COOKIE };

export type MyCategoryLevel = { category: CategoryId; level: Level };

/** A posted choice (the fields `category` and `level`); null when either is not one of ours. */
export function myCategoryLevelOf(fields: Record<string, string>): MyCategoryLevel | null {
  const { category, level } = fields;
  return isCategoryId(category) && isLevel(level) ? { category, level } : null;
}

/** The remembered choice in a Cookie header or document.cookie; null when there is none. */
export function parseMyCategoryLevel(cookies: string | null | undefined): MyCategoryLevel | null {
  const [category = '', level = ''] = (readCookie(cookies, MY_CATEGORY_LEVEL_COOKIE) ?? '').split(
    '.',
  );
  return myCategoryLevelOf({ category, level });
}

/** The Set-Cookie header that remembers the choice (or, for null, forgets it). */
export const myCategoryLevelCookie = (value: MyCategoryLevel | null) =>
  cookieText(MY_CATEGORY_LEVEL_COOKIE, value && `${value.category}.${value.level}`);

/**
 * 'My category and level' as the server read it from the request (the root loader). A change
 * always loads the page again, so this is what the page shows until then.
 */
export function useMyCategoryLevel(): MyCategoryLevel | null {
  const root = useRouteLoaderData('root') as RootData | undefined;
  return root?.myCategoryLevel ?? null;
}
