import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { jsonResponse, testSite } from '@/test/render';
import { getSiteInfo, getSiteInfoQueryOptions } from './get-site-info';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('getSiteInfo', () => {
  it('reads GET /api/site', async () => {
    fetchMock.mockResolvedValue(jsonResponse(testSite));
    await expect(getSiteInfo()).resolves.toEqual(testSite);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/site');
  });

  it('rejects an answer that breaks the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ name: 'PSA' }));
    await expect(getSiteInfo()).rejects.toBeInstanceOf(ApiError);
  });

  it('is cached under one key', () => {
    expect(getSiteInfoQueryOptions().queryKey).toEqual(['site-info']);
  });
});
