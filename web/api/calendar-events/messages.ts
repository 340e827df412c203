/**
 * What a failed read of this resource says, in the page's own words. Its own module: a page's
 * loader and error state import it without the fetchers (and the client and schemas they load).
 */
export const FETCH_CALENDAR_EVENTS_FAILED = 'Failed to fetch events';
