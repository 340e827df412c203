import type { QueryClient } from '@tanstack/react-query';
import type { StaffUser } from '@contract/auth';
import { routes } from '@/app/router';
import type { ApiHandler } from './fake-api';
import { jsonResponse, renderWithRouter } from './render';

export { fakeApi, type ApiCall, type ApiHandler } from './fake-api';
export { installRadixShims } from './jsdom-shims';

/**
 * Helpers for admin screens: a staff user, the signed-in user's endpoint, and the real route table
 * rendered at an admin path (the fake API and jsdom shims are passed on from their own files).
 */

export function testStaffUser(overrides: Partial<StaffUser> = {}): StaffUser {
  return {
    id: 'u-admin',
    email: 'ada@example.org',
    name: 'Ada Lovelace',
    role: 'admin',
    disabled: false,
    createdAt: '2026-01-10T09:00:00.000Z',
    lastLoginAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/auth/me answering `user`, or 401 for null. */
export function meHandler(user: StaffUser | null): ApiHandler {
  return () =>
    user ? jsonResponse({ user }) : jsonResponse({ error: 'Sign in required' }, { status: 401 });
}

/** The app's real route table at `path`. */
export function renderApp(path: string, options: { queryClient?: QueryClient } = {}) {
  return renderWithRouter(null, { routes, path, ...options });
}
