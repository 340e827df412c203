import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@contract/auth';
import { fakeApi, meHandler, renderApp, testStaffUser } from '@/test/admin';
import { jsonResponse } from '@/test/render';

// These tests render the real route table, whose pages load lazily: load them once up front so
// the first test does not spend its time budget compiling, and allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/admin-layout'),
    import('./login'),
    import('./users'),
    import('./dashboard'),
  ]);
}, 60_000);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The sign-in API: `accept` is the one account whose password is 'correct horse'. */
function signInApi(
  options: { hasStaff?: boolean; signedIn?: StaffUser | null; loginStatus?: number } = {},
) {
  const account = testStaffUser();
  let session: StaffUser | null = options.signedIn ?? null;
  return fakeApi({
    'GET /api/auth/status': () => jsonResponse({ hasStaff: options.hasStaff ?? true }),
    'GET /api/auth/me': () => meHandler(session)({} as never),
    'POST /api/auth/login': ({ body }) => {
      const { email, password } = body as { email: string; password: string };
      if (options.loginStatus === 429) {
        return jsonResponse(
          { error: 'Too many sign-in attempts. Try again in 15 minutes.' },
          { status: 429 },
        );
      }
      if (email !== account.email || password !== 'correct horse') {
        return jsonResponse({ error: 'Invalid email or password.' }, { status: 401 });
      }
      session = account;
      return jsonResponse({ user: account });
    },
    'GET /api/users': () => jsonResponse({ users: [{ ...account, twoFactorEnabled: false }] }),
    'GET /api/admin/summary': () =>
      jsonResponse({
        counts: {
          academicNews: 0,
          upcomingEvents: 0,
          upcomingEventsAhead: 0,
          photos: 0,
          timetableClasses: 0,
          calendarEvents: 0,
        },
        recentActivity: [],
        backup: { lastAt: null, scheduled: false },
      }),
  });
}

async function fillIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/admin/login', { timeout: 20_000 }, () => {
  it('signs in and goes on to `next`', async () => {
    const api = signInApi();
    const { user, router } = renderApp('/admin/login?next=%2Fadmin%2Fusers');

    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    await fillIn(user, 'ada@example.org', 'correct horse');

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/auth/login',
        body: { email: 'ada@example.org', password: 'correct horse' },
      }),
    );
  });

  it('goes to the dashboard when `next` points off the site', async () => {
    signInApi();
    const { user, router } = renderApp('/admin/login?next=%2F%2Fevil.example%2Fadmin');
    await fillIn(user, 'ada@example.org', 'correct horse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it("shows the server's message when the email or password is wrong, and stays", async () => {
    signInApi();
    const { user, router } = renderApp('/admin/login');
    await fillIn(user, 'ada@example.org', 'wrong password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the wait after too many attempts', async () => {
    signInApi({ loginStatus: 429 });
    const { user } = renderApp('/admin/login');
    await fillIn(user, 'ada@example.org', 'correct horse');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again in 15 minutes.',
    );
  });

  it('asks for both fields before sending anything', async () => {
    const api = signInApi();
    const { user } = renderApp('/admin/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it('shows progress while signing in', async () => {
    let release: (response: Response) => void = () => undefined;
    const api = signInApi();
    api.handlers['POST /api/auth/login'] = () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      });
    const { user } = renderApp('/admin/login');
    await fillIn(user, 'ada@example.org', 'correct horse');
    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    release(jsonResponse({ error: 'Invalid email or password.' }, { status: 401 }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('explains how to create the first account when there is none', async () => {
    signInApi({ hasStaff: false });
    renderApp('/admin/login');
    const help = await screen.findByRole('status');
    expect(within(help).getByText('No staff account exists yet')).toBeInTheDocument();
    expect(help).toHaveTextContent('ADMIN_EMAIL');
    expect(help).toHaveTextContent('ADMIN_PASSWORD');
    expect(help).toHaveTextContent('restart');
    expect(help).toHaveTextContent('npm run admin -- create you@example.org');
  });

  it('does not explain account creation when accounts exist', async () => {
    const api = signInApi({ hasStaff: true });
    renderApp('/admin/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/auth/status')).toBe(true));
    expect(screen.queryByText('No staff account exists yet')).not.toBeInTheDocument();
  });

  it('sends someone already signed in straight on', async () => {
    signInApi({ signedIn: testStaffUser() });
    const { router } = renderApp('/admin/login?next=%2Fadmin%2Fusers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
  });
});
