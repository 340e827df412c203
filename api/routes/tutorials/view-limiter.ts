import type { RateLimit } from '../../plugins/rate-limits';

/**
 * How many visits one client (an IP address) may add to one tutorial's view count per window. The
 * browser already counts a visit once (a localStorage flag); this bounds what a script can add.
 * It is generous on purpose: a class behind one campus address opening the same tutorial together
 * still counts. Kept with every other limit in app.rateLimits (the database), so it holds across
 * server instances and restarts.
 */
export const tutorialViewsPerClient: RateLimit = {
  name: 'tutorial-views',
  points: 30,
  seconds: 60 * 60,
};

/** The limit's key: one client's visits to one tutorial. */
export const viewKey = (client: string, tutorialId: string) => `${tutorialId}:${client}`;
