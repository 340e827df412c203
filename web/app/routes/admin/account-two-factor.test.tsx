import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TwoFactorStatus } from '@contract/two-factor';
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

const qrCode = `data:image/png;base64,${'A'.repeat(300)}`;
const wrongCode = 'That code is not right. Try the newest code from your app.';

/** One's own two-factor sign-in, in memory. */
function accountApi(initial: Partial<TwoFactorStatus> = {}) {
  let status: TwoFactorStatus = {
    enabled: false,
    enabledAt: null,
    recoveryCodesLeft: 0,
    required: false,
    ...initial,
  };
  const api = fakeApi({
    'GET /api/auth/me': meHandler(testStaffUser()),
    'GET /api/auth/two-factor': () => jsonResponse(status),
    'POST /api/auth/two-factor/setup': () =>
      jsonResponse({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode }),
    'POST /api/auth/two-factor/confirm': ({ body }) => {
      if ((body as { code: string }).code !== '123456')
        return jsonResponse({ error: wrongCode, fields: { code: wrongCode } }, { status: 400 });
      status = {
        ...status,
        enabled: true,
        enabledAt: '2026-11-22T09:00:00.000Z',
        recoveryCodesLeft: 10,
      };
      return jsonResponse({ recoveryCodes: ['k3hq9-xm2rt', 'abcde-fghjk'] });
    },
    'POST /api/auth/two-factor/disable': ({ body }) => {
      const { password } = body as { password: string };
      if (password !== 'correct horse') {
        const error = 'The password is not right.';
        return jsonResponse({ error, fields: { password: error } }, { status: 400 });
      }
      status = { ...status, enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
      return new Response(null, { status: 204 });
    },
  });
  return api;
}

const card = () => screen.findByRole('region', { name: 'Two-factor sign-in' });

describe('/admin/account: two-factor sign-in', { timeout: 20_000 }, () => {
  it('sets it up: QR code and key, a first code, then the recovery codes once', async () => {
    const api = accountApi();
    const { user } = renderApp('/admin/account');
    const section = within(await card());
    expect(await section.findByText('Off')).toBeVisible();

    await user.click(section.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(
      await section.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toHaveAttribute('src', qrCode);
    expect(section.getByLabelText('Can’t scan it? Enter this key')).toHaveValue(
      'JBSW Y3DP EHPK 3PXP',
    );

    await user.type(section.getByLabelText('Code from your app'), '000000');
    await user.click(section.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await section.findByText(wrongCode)).toBeVisible();

    await user.type(section.getByLabelText('Code from your app'), '123 456');
    await user.click(section.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await section.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(
      'k3hq9-xm2rt',
    );
    // The contract's rule takes the space out before sending.
    expect(api.calls).toContainEqual(
      expect.objectContaining({ path: '/api/auth/two-factor/confirm', body: { code: '123456' } }),
    );
    await user.click(section.getByRole('button', { name: 'Done' }));
    expect(await section.findByText('10 recovery codes left.')).toBeVisible();
    expect(section.getByText('On')).toBeVisible();
    expect(section.queryByText('k3hq9-xm2rt')).not.toBeInTheDocument();
  });

  it('turns it off with the password and a code, showing a wrong password by its field', async () => {
    accountApi({ enabled: true, enabledAt: '2026-11-01T00:00:00.000Z', recoveryCodesLeft: 7 });
    const { user } = renderApp('/admin/account');
    const section = within(await card());
    expect(await section.findByText('7 recovery codes left.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Turn off' }));

    const form = within(section.getByRole('form', { name: 'Turn off two-factor sign-in' }));
    await user.click(form.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await form.findByText('Enter your password')).toBeVisible();

    await user.type(form.getByLabelText('Password'), 'wrong one');
    await user.type(form.getByLabelText('Code'), '123456');
    await user.click(form.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await form.findByText('The password is not right.')).toBeVisible();
    expect(form.getByLabelText('Password')).toHaveFocus();

    await user.clear(form.getByLabelText('Password'));
    await user.type(form.getByLabelText('Password'), 'correct horse');
    await user.click(form.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await section.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  });

  it('offers no way to turn it off when the site requires it', async () => {
    accountApi({
      enabled: true,
      enabledAt: '2026-11-01T00:00:00.000Z',
      recoveryCodesLeft: 1,
      required: true,
    });
    renderApp('/admin/account');
    const section = within(await card());
    expect(await section.findByText(/1 recovery code left\./)).toBeVisible();
    expect(section.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
  });
});
