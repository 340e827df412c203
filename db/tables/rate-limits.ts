/** Every rate limit's counters (migration 0011), written by rate-limiter-flexible's SQL stores. */
interface RateLimitsTable {
  /** `<limit>:<key>`, such as `inbox:contact:203.0.113.7`. */
  key: string;
  /** Points taken in the current window. */
  points: number;
  /** When the window ends, epoch milliseconds; null: never. */
  expire: number | null;
}

export interface RateLimitTables {
  rate_limits: RateLimitsTable;
}
