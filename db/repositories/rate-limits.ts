import type { DB } from '../client';

/** Everything else in rate_limits is read and written by rate-limiter-flexible (api/plugins/rate-limits.ts). */
export function rateLimitsRepository(db: DB) {
  return {
    /** Forgets windows that ended before `beforeMs` (epoch ms), so the table holds only live keys. */
    async removeEnded(beforeMs: number): Promise<void> {
      await db.deleteFrom('rate_limits').where('expire', '<', beforeMs).execute();
    },
  };
}
