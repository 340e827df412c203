import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import {
  createQueryClient,
  QUERY_GC_TIME_MS,
  queryRetryDelay,
  shouldRetryQuery,
} from './query-client';

const httpError = (status: number) => new ApiError('x', { status, code: 'http' });

describe('query client', () => {
  it('keeps unused data for 5 minutes and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.queries?.retryDelay).toBe(queryRetryDelay);
    expect(defaults.mutations?.retry).toBe(0);
  });

  it('retries a failing query three times', () => {
    const error = httpError(503);
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(true);
    expect(shouldRetryQuery(3, error)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError('x', { status: 0, code: 'timeout' }))).toBe(true);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
  });

  it('does not retry 4xx answers', () => {
    expect(shouldRetryQuery(0, httpError(400))).toBe(false);
    expect(shouldRetryQuery(0, httpError(404))).toBe(false);
    expect(shouldRetryQuery(0, httpError(499))).toBe(false);
  });

  it('backs off exponentially, capped at 30 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
