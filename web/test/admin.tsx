import type { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { StaffUser } from '@contract/auth';
import { routes } from '@/app/router';
import { jsonResponse, renderWithRouter, testSite } from './render';

/**
 * Helpers for admin screens: a staff user, a fake API routed by method and path, and the real route
 * table rendered at an admin path.
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

export type ApiCall = { method: string; path: string; search: string; body: unknown };
export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

/**
 * A fetch that answers `'METHOD /api/path'` keys from `handlers` (the query string is not part of
 * the key), GET /api/site with the test site, and anything else with 404. Every call is recorded.
 *
 *   const api = fakeApi({ 'GET /api/auth/me': () => jsonResponse({ user }) });
 *   vi.stubGlobal('fetch', api.fetch);
 *   …
 *   expect(api.calls).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/users' }));
 */
export function fakeApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, search: url.search, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler) return handler(call);
    if (method === 'GET' && url.pathname === '/api/site') return jsonResponse(testSite);
    return jsonResponse({ error: 'Not found' }, { status: 404 });
  });
  return { fetch, calls, handlers };
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

/** jsdom lacks APIs Radix popovers (Select) call; call once per test file that opens one. */
export function installRadixShims(): void {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
}
