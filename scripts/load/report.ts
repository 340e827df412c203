/** One line of the load bench's table per run of autocannon. */
import type { Result } from 'autocannon';

export interface Row {
  phase: string;
  connections: number;
  requests: number;
  'req/s': number;
  errors: number;
  timeouts: number;
  non2xx: number;
  'by status': string;
  'p50 ms': number;
  'p99 ms': number;
  'max ms': number;
}

export function row(phase: string, connections: number, result: Result): Row {
  const byStatus = Object.entries(result.statusCodeStats)
    .map(([status, { count }]) => `${status}:${count}`)
    .join(' ');
  return {
    phase,
    connections,
    requests: result.requests.total,
    'req/s': Math.round(result.requests.total / result.duration),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    'by status': byStatus,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
  };
}
