// autocannon (dev dependency, the HTTP load generator of npm run bench:load) ships no types: the
// part scripts/load uses.
declare module 'autocannon' {
  interface Request {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }

  interface Histogram {
    average: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }

  export interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
