/**
 * The cookies public pages render from, and the only ones a visitor may carry and still be served
 * from the public-read cache (each a part of its key): any other cookie (a session, a visitor id)
 * may change an answer in ways the cache cannot see, so it skips the cache.
 */

/** A student's own category and level, as 'geophysics.200L': the academics pages' default filter. */
export const MY_CATEGORY_LEVEL_COOKIE = 'my-category-level';

/** The timetable last shown, as 'geophysics.300L'. */
export const TIMETABLE_SELECTION_COOKIE = 'timetable-selection';

export const PAGE_COOKIES: readonly string[] = [
  MY_CATEGORY_LEVEL_COOKIE,
  TIMETABLE_SELECTION_COOKIE,
];
