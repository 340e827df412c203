import { z } from 'zod';
import { defaultPageSize, maxPageSize } from './constants';
import { formInt } from './fields';

export const pageQuery = z.object({
  limit: formInt(1, maxPageSize).default(defaultPageSize),
  page: formInt(1, 100_000).default(1),
});

/** The most characters a search may hold. */
const maxSearchLength = 200;

/**
 * `q`: text every item shown must contain in one of its text fields, ignoring case. Blank is no
 * search at all.
 */
export const searchText = z
  .string()
  .max(maxSearchLength, `must be at most ${maxSearchLength} characters`)
  .optional()
  .transform((value) => value?.trim() || undefined)
  .describe('Search: only items containing this text (any case) in one of their text fields');

/** `pageSize`: how many items one page holds. */
export const pageSizeParam = formInt(1, maxPageSize)
  .optional()
  .describe(`Items per page (at most ${maxPageSize})`);

/**
 * The admin lists' search and paging: `?q=&page=&pageSize=`. Lists that answered a plain array
 * before keep doing so (the whole list when neither `page` nor `pageSize` is sent), with the count
 * of every matching item in the X-Total-Count header.
 */
export const searchPageQuery = z.object({
  q: searchText,
  page: formInt(1, 100_000).optional().describe('Page number, from 1'),
  pageSize: pageSizeParam,
});

/** The page a paged array list answers: `page` and `pageSize` with their defaults, or all of it. */
export function pageOf(query: {
  page?: number | undefined;
  pageSize?: number | undefined;
}): { page: number; limit: number } | undefined {
  if (query.page === undefined && query.pageSize === undefined) return undefined;
  return { page: query.page ?? 1, limit: query.pageSize ?? defaultPageSize };
}
