import { configure, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@contract/auth';
import { fakeApi, meHandler, renderApp, testStaffUser } from '@/test/admin';
import { jsonResponse } from '@/test/render';

configure({ asyncUtilTimeout: 4000 });
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/admin-layout'),
    import('./login'),
    import('./dashboard'),
  ]);
}, 60_000);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const qrCode = `data:image/png;base64,${'A'.repeat(300)}`;
const summary = {
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
};

/** The password is right; then `next` says which second step follows. */
function twoFactorApi(next: 'two-factor' | 'enrol') {
  const account = testStaffUser();
  let session: StaffUser | null = null;
  const api = fakeApi({
    'GET /api/auth/status': () => jsonResponse({ hasStaff: true }),
    'GET /api/auth/me': () => meHandler(session)({} as never),
    'POST /api/auth/login': () => jsonResponse({ next }),
    'POST /api/auth/login/two-factor': ({ body }) => {
      const { code } = body as { code: string };
      if (code !== '123456' && code !== 'abcde-fghjk') {
        const error = 'That code is not right. Try the newest code from your app.';
        return jsonResponse({ error, fields: { code: error } }, { status: 401 });
      }
      session = account;
      return jsonResponse({ user: account });
    },
    'POST /api/auth/login/enrol': () =>
      jsonResponse({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode }),
    'POST /api/auth/login/enrol/confirm': () => {
      session = account;
      return jsonResponse({ user: account, recoveryCodes: ['aaaaa-bbbbb', 'ccccc-ddddd'] });
    },
    'GET /api/admin/summary': () => jsonResponse(summary),
  });
  return api;
}

async function passwordStep(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/admin/login with two-factor sign-in', { timeout: 20_000 }, () => {
  it('asks for a code after the password, refuses a wrong one, and signs in with the right one', async () => {
    const api = twoFactorApi('two-factor');
    const { user, router } = renderApp('/admin/login');
    await passwordStep(user);

    expect(await screen.findByRole('form', { name: 'Two-factor sign-in' })).toBeVisible();
    expect(screen.getByText('ada@example.org')).toBeVisible();
    const code = screen.getByLabelText('Code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the code from your app or a recovery code'),
    ).toBeVisible();
    expect(api.calls.some((call) => call.path === '/api/auth/login/two-factor')).toBe(false);

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('That code is not right. Try the newest code from your app.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(api.calls).toContainEqual(
      expect.objectContaining({ path: '/api/auth/login/two-factor', body: { code: '123456' } }),
    );
  });

  it('takes a recovery code in the same field', async () => {
    twoFactorApi('two-factor');
    const { user } = renderApp('/admin/login');
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('“Start over” goes back to the email and password', async () => {
    twoFactorApi('two-factor');
    const { user } = renderApp('/admin/login');
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('an admin who must set it up scans the QR code, confirms, saves the recovery codes, then goes on', async () => {
    const api = twoFactorApi('enrol');
    const { user, router } = renderApp('/admin/login');
    await passwordStep(user);

    expect(await screen.findByText('Set up two-factor sign-in to continue')).toBeVisible();
    expect(
      await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toHaveAttribute('src', qrCode);
    expect(screen.getByLabelText('Can’t scan it? Enter this key')).toHaveValue(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.type(screen.getByLabelText('Code from your app'), '12345');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByText('Enter the 6-digit code from your app')).toBeVisible();

    await user.type(screen.getByLabelText('Code from your app'), '6');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes).toHaveTextContent('aaaaa-bbbbb');
    // Still on the sign-in page until the codes are saved.
    expect(router.state.location.pathname).toBe('/admin/login');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/auth/login/enrol')).toHaveLength(1);
    expect(api.calls).toContainEqual(
      expect.objectContaining({ path: '/api/auth/login/enrol/confirm', body: { code: '123456' } }),
    );
  });
});
