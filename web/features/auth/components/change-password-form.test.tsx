import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/admin';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The form, over an API whose current password is 'old password 1'. */
function renderForm() {
  const api = fakeApi({
    'PUT /api/auth/password': ({ body }) => {
      const { currentPassword } = body as { currentPassword: string };
      return currentPassword === 'old password 1'
        ? new Response(null, { status: 204 })
        : jsonResponse(
            {
              error: 'currentPassword: The current password is wrong',
              fields: { currentPassword: 'The current password is wrong' },
            },
            { status: 400 },
          );
    },
  });
  return { ...renderWithRouter(<ChangePasswordForm />), api };
}

async function fill(
  user: ReturnType<typeof renderForm>['user'],
  current: string,
  next: string,
  confirm = next,
) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', { timeout: 20_000 }, () => {
  it('checks the fields with the contract’s password rule before sending anything', async () => {
    const { user, api } = renderForm();
    await fill(user, '', 'short');
    expect(await screen.findByText('Enter your current password')).toBeVisible();
    expect(screen.getByText('Use at least 10 characters')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('asks for a new password that differs, typed the same twice', async () => {
    const { user } = renderForm();
    await fill(user, 'old password 1', 'old password 1');
    expect(
      await screen.findByText('Choose a password different from the current one'),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'new password 22');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords do not match')).toBeVisible();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a wrong current password under its field, and changes it once right', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, api } = renderForm();
    await fill(user, 'not my password', 'new password 22');
    expect(await screen.findByText('The current password is wrong')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'old password 1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Password changed. Your other sessions have been signed out.',
      ),
    );
    expect(api.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/auth/password',
      body: { currentPassword: 'old password 1', newPassword: 'new password 22' },
    });
    // The fields start empty again.
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
