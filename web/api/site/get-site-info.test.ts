import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fakeApi } from '@/test/api';
import { jsonResponse, testSite } from '@/test/render';
import { getSiteInfo, getSiteInfoQueryOptions } from './get-site-info';

describe('getSiteInfo', () => {
  it('reads GET /api/site', async () => {
    // The default handler answers it (web/test/api.ts).
    const api = fakeApi();
    await expect(getSiteInfo()).resolves.toEqual(testSite);
    expect(api.calls.map((call) => call.path)).toEqual(['/api/site']);
  });

  it('rejects an answer that breaks the contract', async () => {
    fakeApi({ 'GET /api/site': () => jsonResponse({ name: 'PSA' }) });
    await expect(getSiteInfo()).rejects.toBeInstanceOf(ApiError);
  });

  it('is cached under one key', () => {
    expect(getSiteInfoQueryOptions().queryKey).toEqual(['site-info']);
  });
});
