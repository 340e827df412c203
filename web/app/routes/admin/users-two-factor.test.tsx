import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffListUser } from '@contract/auth';
import type * as QueryClientModule from '@/lib/query-client';
import { fakeApi, installRadixShims, meHandler, renderApp, testStaffUser } from '@/test/admin';
import { jsonResponse } from '@/test/render';

beforeAll(installRadixShims);
configure({ asyncUtilTimeout: 4000 });
vi.mock('@/lib/query-client', async (importOriginal) => {
  const actual = await importOriginal<typeof QueryClientModule>();
  const { createTestQueryClient } = await import('@/test/render');
  return { ...actual, createQueryClient: createTestQueryClient };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const me = testStaffUser();
const grace = testStaffUser({ id: 'u-grace', email: 'grace@example.org', name: 'Grace Hopper' });

function staffApi() {
  let users: StaffListUser[] = [
    { ...me, twoFactorEnabled: true },
    { ...grace, twoFactorEnabled: true },
  ];
  let requireTwoFactorForAdmins = false;
  const api = fakeApi({
    'GET /api/auth/me': meHandler(me),
    'GET /api/users': () => jsonResponse({ users }),
    'POST /api/users/u-grace/reset-two-factor': () => {
      users = users.map((user) =>
        user.id === grace.id ? { ...user, twoFactorEnabled: false } : user,
      );
      return jsonResponse({ user: grace });
    },
    'GET /api/settings/security': () => jsonResponse({ requireTwoFactorForAdmins }),
    'PUT /api/settings/security': ({ body }) => {
      ({ requireTwoFactorForAdmins } = body as { requireTwoFactorForAdmins: boolean });
      return jsonResponse({ requireTwoFactorForAdmins });
    },
  });
  return api;
}

describe('/admin/users: two-factor sign-in', { timeout: 20_000 }, () => {
  it('shows who uses it and resets another member’s after confirming, never one’s own', async () => {
    const api = staffApi();
    const { user } = renderApp('/admin/users');
    const row = await screen.findByRole('row', { name: 'Grace Hopper' });
    expect(within(row).getByText('2FA')).toBeVisible();
    const own = screen.getByRole('row', { name: 'Ada Lovelace' });
    expect(within(own).getByText('2FA')).toBeVisible();
    expect(within(own).queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: 'Reset two-factor sign-in for Grace Hopper' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reset two-factor sign-in for Grace Hopper?',
    });
    expect(api.calls.some((call) => call.path.endsWith('/reset-two-factor'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor sign-in' }));
    expect(await screen.findByText('Two-factor sign-in reset for Grace Hopper')).toBeVisible();
    expect(
      within(await screen.findByRole('row', { name: 'Grace Hopper' })).queryByText('2FA'),
    ).toBeNull();
  });

  it('turns “Require two-factor sign-in for admins” on and off', async () => {
    const api = staffApi();
    const { user } = renderApp('/admin/users');
    const setting = await screen.findByRole('checkbox', {
      name: 'Require two-factor sign-in for admins',
    });
    expect(setting).not.toBeChecked();
    await user.click(setting);
    expect(await screen.findByText('Admins must now use two-factor sign-in')).toBeVisible();
    expect(setting).toBeChecked();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        path: '/api/settings/security',
        body: { requireTwoFactorForAdmins: true },
      }),
    );
    await user.click(setting);
    expect(
      await screen.findByText('Two-factor sign-in is no longer required for admins'),
    ).toBeVisible();
    expect(setting).not.toBeChecked();
  });
});
