import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { testStaffUser } from '@/test/admin';
import { jsonResponse } from '@/test/render';
import { getMe, getMeQueryOptions } from './get-me';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('getMe', () => {
  it('answers the signed-in user', async () => {
    const user = testStaffUser();
    fetchMock.mockResolvedValue(jsonResponse({ user }));
    await expect(getMe()).resolves.toEqual(user);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/auth/me');
  });

  it('answers null, not an error, when nobody is signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Sign in required' }, { status: 401 }));
    await expect(getMe()).resolves.toBeNull();
  });

  it('still fails on other errors', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: 'Down' }, { status: 503 }));
    await expect(getMe()).rejects.toBeInstanceOf(ApiError);
  });

  it('is cached under one key', () => {
    expect(getMeQueryOptions().queryKey).toEqual(['auth', 'me']);
  });
});
