import type { RateLimit, RateLimits } from '../plugins/rate-limits';

/**
 * Leases on stored objects (service.ts): each store() takes one for GRACE_MS, release() gives one
 * back, and an object is deleted only when none is left. They cover the time between an upload and
 * the row that will use it (a PDF uploaded while the course form is still being filled in).
 */
export interface Leases {
  add(key: string): Promise<void>;
  /** Gives back one lease; true when others remain. */
  drop(key: string): Promise<boolean>;
  held(key: string): Promise<boolean>;
  /** Forgets expired leases (the sweep calls it). */
  prune(): void;
}

/** Leases in this process's memory: enough where only this process stores (local storage). */
export function memoryLeases(graceMs: number, now: () => number): Leases {
  const leases = new Map<string, number[]>();
  const live = (key: string): number[] => {
    const since = now() - graceMs;
    const times = (leases.get(key) ?? []).filter((time) => time > since);
    if (times.length > 0) leases.set(key, times);
    else leases.delete(key);
    return times;
  };
  return {
    async add(key) {
      leases.set(key, [...live(key), now()]);
    },
    async drop(key) {
      const rest = live(key).slice(0, -1);
      if (rest.length > 0) leases.set(key, rest);
      else leases.delete(key);
      return rest.length > 0;
    },
    async held(key) {
      return live(key).length > 0;
    },
    prune() {
      for (const key of [...leases.keys()]) live(key);
    },
  };
}

/**
 * Leases every instance sees, kept with the rate limits in the database (ADR 0007): with a shared
 * bucket, an upload on one instance must keep its object from a release on another. One counter
 * per key, for GRACE_MS from the first lease of a window (a later lease in the window ends with it;
 * the sweep still spares objects written within GRACE_MS).
 */
export function sharedLeases(rateLimits: RateLimits, graceMs: number): Leases {
  const limit: RateLimit = {
    name: 'media-lease',
    points: 1_000_000,
    seconds: Math.ceil(graceMs / 1000),
  };
  return {
    async add(key) {
      await rateLimits.take(limit, key);
    },
    async drop(key) {
      if ((await rateLimits.taken(limit, key)) <= 0) return false;
      await rateLimits.giveBack(limit, key);
      return (await rateLimits.taken(limit, key)) > 0;
    },
    async held(key) {
      return (await rateLimits.taken(limit, key)) > 0;
    },
    prune() {},
  };
}
