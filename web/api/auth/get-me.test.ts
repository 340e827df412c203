import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { testStaffUser } from '@/test/admin';
import { fakeApi } from '@/test/api';
import { jsonResponse } from '@/test/render';
import { getMe, getMeQueryOptions } from './get-me';

describe('getMe', () => {
  it('answers the signed-in user', async () => {
    const user = testStaffUser();
    const api = fakeApi({ 'GET /api/auth/me': () => jsonResponse({ user }) });
    await expect(getMe()).resolves.toEqual(user);
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/me']);
  });

  it('answers null, not an error, when nobody is signed in', async () => {
    fakeApi({
      'GET /api/auth/me': () => jsonResponse({ error: 'Sign in required' }, { status: 401 }),
    });
    await expect(getMe()).resolves.toBeNull();
  });

  it('still fails on other errors', async () => {
    fakeApi({ 'GET /api/auth/me': () => jsonResponse({ error: 'Down' }, { status: 503 }) });
    await expect(getMe()).rejects.toBeInstanceOf(ApiError);
  });

  it('is cached under one key', () => {
    expect(getMeQueryOptions().queryKey).toEqual(['auth', 'me']);
  });
});
