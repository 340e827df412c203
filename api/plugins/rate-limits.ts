import type { FastifyInstance } from 'fastify';
import { RateLimiterRes, type RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import { databaseDriver, type DB } from '../../db/client';
import { createRateLimiter } from '../../db/dialect';
import { rateLimitsRepository } from '../../db/repositories/rate-limits';
import { HttpError } from './errors';

/**
 * A limit: at most `points` takes per key in a fixed window of `seconds`, which starts at a key's
 * first take. `name` prefixes its keys in the table, so it must be unique across the app.
 */
export interface RateLimit {
  name: string;
  points: number;
  seconds: number;
}

export type Verdict =
  | { ok: true; /** Takes in this window, this one included. */ taken: number }
  | { ok: false; retryAfterSeconds: number };

/**
 * Every rate limit in the app (ADR 0007): rate-limiter-flexible counters kept in the app's own
 * database (table rate_limits), so every server instance sees the same counts and a restart forgets
 * nothing. One limiter per limit, made on first use.
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterStoreAbstract>();

  constructor(
    private readonly make: (limit: {
      keyPrefix: string;
      points: number;
      duration: number;
    }) => RateLimiterStoreAbstract,
  ) {}

  private limiter(limit: RateLimit): RateLimiterStoreAbstract {
    let limiter = this.limiters.get(limit.name);
    if (!limiter) {
      limiter = this.make({ keyPrefix: limit.name, points: limit.points, duration: limit.seconds });
      this.limiters.set(limit.name, limiter);
    }
    return limiter;
  }

  /**
   * Takes one point for `key`, atomically (one upsert), so parallel requests on any instance never
   * get more than `points` through. `seconds` overrides the window length when this take starts one.
   */
  async take(limit: RateLimit, key: string, options: { seconds?: number } = {}): Promise<Verdict> {
    const extra = options.seconds === undefined ? {} : { customDuration: options.seconds };
    try {
      const result = await this.limiter(limit).consume(key, 1, extra);
      return { ok: true, taken: result.consumedPoints };
    } catch (refusal) {
      // The library rejects with a RateLimiterRes when the limit is reached, with an Error when the
      // store fails: that one is a real error.
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
    }
  }

  /** Like `take`, but a refusal throws a 429 HttpError with Retry-After and `message(seconds)`. */
  async takeOr429(
    limit: RateLimit,
    key: string,
    message: (retryAfterSeconds: number) => string,
  ): Promise<void> {
    const verdict = await this.take(limit, key);
    if (!verdict.ok) throw tooMany(verdict.retryAfterSeconds, message);
  }

  /** Gives back one point taken by something that turned out not to count. */
  async giveBack(limit: RateLimit, key: string): Promise<void> {
    await this.limiter(limit).reward(key, 1);
  }

  /** Points taken for `key` in its current window (0 when it has none). */
  async taken(limit: RateLimit, key: string): Promise<number> {
    return (await this.limiter(limit).get(key))?.consumedPoints ?? 0;
  }

  /** Forgets `key`'s window: its next take starts afresh. */
  async forget(limit: RateLimit, key: string): Promise<void> {
    await this.limiter(limit).delete(key);
  }
}

/** A 429 that says when to come back, in the header and in words. */
export function tooMany(
  retryAfterSeconds: number,
  message: (retryAfterSeconds: number) => string,
): HttpError {
  return new HttpError(429, message(retryAfterSeconds), undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

/** Whole minutes to wait, never 0: what the messages say. */
export const minutesToWait = (seconds: number): number => Math.max(1, Math.ceil(seconds / 60));

const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** The rate limits kept in `db` (the app has one as app.rateLimits; a CLI can make its own). */
export function createRateLimits(db: DB): RateLimits {
  const driver = databaseDriver(db);
  return new RateLimits((limit) => createRateLimiter(driver, limit));
}

/** `app.rateLimits`, over the app's database; ended windows are swept every ten minutes. */
export function registerRateLimits(app: FastifyInstance): void {
  app.decorate('rateLimits', createRateLimits(app.db));
  const sweep = () =>
    rateLimitsRepository(app.db)
      .removeEnded(Date.now())
      .catch((error: unknown) => app.log.warn({ err: error }, 'rate limit sweep failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}
