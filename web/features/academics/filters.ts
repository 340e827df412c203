import type { CategoryId, Level } from '@contract/constants';
import { isCategoryId, isLevel } from './labels';
import type { MyCategoryLevel } from '@/lib/my-category-level';

/** The value a filter's 'all' option puts in the URL, so it beats the remembered default. */
export const ALL = 'all';

export interface CategoryLevelFilter {
  category: CategoryId | undefined;
  level: Level | undefined;
}

/**
 * The filter a list page shows: the URL's choice first (?category=&level=, 'all' for none), then
 * the student's remembered category and level, then everything.
 */
export function resolveFilter(
  params: URLSearchParams,
  mine: MyCategoryLevel | null,
): CategoryLevelFilter {
  const category = params.get('category');
  const level = params.get('level');
  return {
    category: isCategoryId(category) ? category : category === null ? mine?.category : undefined,
    level: isLevel(level) ? level : level === null ? mine?.level : undefined,
  };
}

/** Sets one search parameter ('all' included), keeping the others; blank removes it. */
export function withParam(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === '') next.delete(name);
  else next.set(name, value);
  return next;
}

/** Lower case without accents, so 'Schrodinger' finds 'Schrödinger'. */
const normalize = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** True when every word of the query appears somewhere in the given texts. */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalize(texts.join(' \u0000 '));
  return words.every((word) => haystack.includes(word));
}
