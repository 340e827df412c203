import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** How many times a failed query is tried again (spec §9). */
export const QUERY_RETRIES = 3;
/** Unused data is kept this long (spec §9: 5 minutes). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
const MAX_RETRY_DELAY_MS = 30_000;

/** Retries a query up to three times, but never a 4xx: asking again will not change the answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUERY_RETRIES;
}

/** Exponential backoff: 1 s, 2 s, 4 s, ... capped at 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: {
        retry: 0,
      },
    },
  });
}
