import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@contract/auth';
import type * as QueryClientModule from '@/lib/query-client';
import { fakeApi, installRadixShims, meHandler, renderApp, testStaffUser } from '@/test/admin';
import { jsonResponse } from '@/test/render';
import { formSettled } from '@/test/frames';

beforeAll(installRadixShims);
// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });

// The admin's cache retries a failing request with a backoff of seconds (spec §9); here a failure
// shows at once, as with the cache the admin pages were tested with before.
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
const grace = testStaffUser({
  id: 'u-grace',
  email: 'grace@example.org',
  name: 'Grace Hopper',
  role: 'editor',
  lastLoginAt: null,
});
const alan = testStaffUser({
  id: 'u-alan',
  email: 'alan@example.org',
  name: 'Alan Turing',
  role: 'editor',
  disabled: true,
});

/** A small in-memory staff API. */
function staffApi() {
  let users: StaffUser[] = [me, grace, alan];
  const api = fakeApi({
    'GET /api/auth/me': meHandler(me),
    'GET /api/users': () =>
      jsonResponse({ users: users.map((user) => ({ ...user, twoFactorEnabled: false })) }),
    'POST /api/users': ({ body }) => {
      const { email, name, role } = body as Pick<StaffUser, 'email' | 'name' | 'role'>;
      if (users.some((user) => user.email === email)) {
        return jsonResponse(
          {
            error: 'An account with this email already exists.',
            fields: { email: 'Already in use' },
          },
          { status: 409 },
        );
      }
      const user = testStaffUser({ id: 'u-new', email, name, role, lastLoginAt: null });
      users = [...users, user];
      return jsonResponse({ user, oneTimePassword: 'otp-created-1234' }, { status: 201 });
    },
    'PATCH /api/users/u-grace': ({ body }) => {
      const changes = body as Partial<StaffUser>;
      users = users.map((user) => (user.id === grace.id ? { ...user, ...changes } : user));
      return jsonResponse({ user: users.find((user) => user.id === grace.id) });
    },
    'PATCH /api/users/u-alan': ({ body }) => {
      const changes = body as Partial<StaffUser>;
      users = users.map((user) => (user.id === alan.id ? { ...user, ...changes } : user));
      return jsonResponse({ user: users.find((user) => user.id === alan.id) });
    },
    'PATCH /api/users/u-admin': () =>
      jsonResponse({ error: 'There must always be at least one active admin.' }, { status: 409 }),
    'POST /api/users/u-grace/reset-password': () =>
      jsonResponse({ user: grace, oneTimePassword: 'otp-reset-5678' }),
  });
  return api;
}

async function openUsers() {
  const rendered = renderApp('/admin/users');
  await screen.findByRole('row', { name: 'Grace Hopper' });
  return rendered;
}

describe('/admin/users', { timeout: 20_000 }, () => {
  it('lists every account with its role, status and last sign-in', async () => {
    staffApi();
    await openUsers();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();

    const mine = screen.getByRole('row', { name: 'Ada Lovelace' });
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).getByText('Admin')).toBeInTheDocument();
    // One's own account is not disabled or reset from here.
    expect(within(mine).queryByRole('button', { name: /Disable/ })).not.toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /Reset password/ })).not.toBeInTheDocument();

    const graceRow = screen.getByRole('row', { name: 'Grace Hopper' });
    expect(within(graceRow).getByText('Editor')).toBeInTheDocument();
    expect(within(graceRow).getByText('Active')).toBeInTheDocument();
    expect(within(graceRow).getByText('Never')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: 'Alan Turing' })).getByText('Disabled'),
    ).toBeInTheDocument();
  });

  it('creates an account and shows its one-time password once, with a copy button', async () => {
    const api = staffApi();
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
    await user.type(within(dialog).getByLabelText('Name'), 'Katherine Johnson');
    await user.type(within(dialog).getByLabelText('Email'), 'Katherine@Example.org');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    const reveal = await screen.findByRole('dialog', {
      name: 'Account created for Katherine Johnson',
    });
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/users',
        body: { name: 'Katherine Johnson', email: 'katherine@example.org', role: 'admin' },
      }),
    );
    expect(within(reveal).getByLabelText('One-time password')).toHaveValue('otp-created-1234');
    expect(within(reveal).getByText(/shown only once/)).toBeInTheDocument();

    await user.click(within(reveal).getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('otp-created-1234');
    expect(within(reveal).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await screen.findByText('Password copied')).toBeInTheDocument();

    await user.click(within(reveal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('otp-created-1234')).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: 'Katherine Johnson' })).toBeInTheDocument();
  });

  it('checks the form and shows a taken email next to the field', async () => {
    staffApi();
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff member' });

    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Enter a name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Name'), 'Grace again');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(
      await within(dialog).findByText('An account with this email already exists.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before closing the new account form once something was typed', async () => {
    staffApi();
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
    await formSettled();
    await user.type(within(dialog).getByLabelText('Name'), 'Mary Jackson');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Mary Jackson');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes a role in the edit dialog', async () => {
    const api = staffApi();
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Edit Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Grace Hopper' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Saved changes to Grace Hopper')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/users/u-grace',
        body: { role: 'admin' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await within(screen.getByRole('row', { name: 'Grace Hopper' })).findByText('Admin'),
    ).toBeInTheDocument();
  });

  it('shows why the last admin cannot be demoted, in the dialog', async () => {
    staffApi();
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Edit Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ada Lovelace' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    expect(within(dialog).getByText(/This is your own account/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There must always be at least one active admin.',
    );
    expect(screen.getByRole('dialog', { name: 'Edit Ada Lovelace' })).toBeInTheDocument();
  });

  it('disables an account only after confirming', async () => {
    const api = staffApi();
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Disable Grace Hopper' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Disable Grace Hopper?' });

    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Disable Grace Hopper' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Disable account',
      }),
    );
    expect(await screen.findByText("Grace Hopper's account is disabled")).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/users/u-grace',
        body: { disabled: true },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(
      await within(screen.getByRole('row', { name: 'Grace Hopper' })).findByText('Disabled'),
    ).toBeInTheDocument();
  });

  it('enables a disabled account', async () => {
    const api = staffApi();
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Enable Alan Turing' }));
    expect(await screen.findByText("Alan Turing's account is enabled")).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/users/u-alan',
        body: { disabled: false },
      }),
    );
  });

  it('resets a password after confirming, and shows the new one once', async () => {
    const api = staffApi();
    const { user } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Reset password for Grace Hopper' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Reset the password for Grace Hopper?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Reset password' }));

    const reveal = await screen.findByRole('dialog', { name: 'New password for Grace Hopper' });
    expect(within(reveal).getByLabelText('One-time password')).toHaveValue('otp-reset-5678');
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/users/u-grace/reset-password' }),
    );
    expect(screen.getByText('Password reset for Grace Hopper')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    const api = staffApi();
    let fail = true;
    const list = api.handlers['GET /api/users'];
    api.handlers['GET /api/users'] = (call) =>
      fail ? jsonResponse({ error: 'Database unavailable' }, { status: 503 }) : list!(call);
    const { user } = renderApp('/admin/users');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: 'Grace Hopper' })).toBeInTheDocument();
  });

  it("gives editors 'Admins only' and never asks for the list", async () => {
    const api = fakeApi({ 'GET /api/auth/me': meHandler(grace) });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/users')).toBe(false);
  });
});
