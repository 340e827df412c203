import { describe, expect, it } from 'vitest';
import { pagesSee503 } from './unavailable';

const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

describe('pagesSee503', () => {
  const reads = pagesSee503({
    news: { page: async () => Promise.reject(refused), item: async (id: string) => id },
    broken: async () => Promise.reject(new Error('a bug')),
  });

  it('turns a database that cannot be reached into a 503 Response with Retry-After', async () => {
    const thrown: unknown = await reads.news.page().catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.text()).toMatch(/database is unavailable/);
  });

  it('leaves answers and other errors as they are', async () => {
    expect(await reads.news.item('n1')).toBe('n1');
    await expect(reads.broken()).rejects.toThrow('a bug');
  });
});
