import type { TimetableSelection } from './timetable-selection';

/** The academic calendar feed (all events, all-day). */
export const calendarFeedPath = '/api/calendar.ics';

/** A timetable's feed: its classes as weekly events over the semester. */
export function timetableFeedPath({ category, level }: TimetableSelection): string {
  return `/api/timetable.ics?${new URLSearchParams({ category, level }).toString()}`;
}

export interface FeedLinks {
  /** Opens the phone's or computer's calendar app, which then keeps the feed up to date. */
  webcal: string;
  /** Adds the feed to Google Calendar by its address. */
  google: string;
  /** The file itself, for a one-off import. */
  download: string;
}

/** The three ways to use a feed, for a site at `origin`. */
export function feedLinks(path: string, origin: string): FeedLinks {
  const url = new URL(path, origin);
  const webcal = `webcal://${url.host}${url.pathname}${url.search}`;
  return {
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    download: url.pathname + url.search,
  };
}
