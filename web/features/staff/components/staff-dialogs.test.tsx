import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, installRadixShims, testStaffUser } from '@/test/admin';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { CreateStaffDialog } from './create-staff-dialog';
import { EditStaffDialog } from './edit-staff-dialog';

beforeAll(installRadixShims);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Add staff member', () => {
  it('checks the name and email by the contract, focusing the first to fix', async () => {
    const api = fakeApi({});
    const { user } = renderWithRouter(
      <CreateStaffDialog open onOpenChange={() => undefined} onCreated={() => undefined} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    // The resolver checks asynchronously; a busy runner can finish the click before it does.
    await waitFor(() => expect(name).toHaveAccessibleDescription('Enter a name'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('says a taken email under Email', async () => {
    fakeApi({
      'POST /api/users': () =>
        jsonResponse(
          { error: 'An account with this email already exists', fields: { email: 'taken' } },
          { status: 409 },
        ),
    });
    const onCreated = vi.fn();
    const { user } = renderWithRouter(
      <CreateStaffDialog open onOpenChange={() => undefined} onCreated={onCreated} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.org');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('An account with this email already exists');
    expect(email).toHaveFocus();
    expect(onCreated).not.toHaveBeenCalled();
  });
});

describe('Edit staff member', () => {
  it('shows the server’s message for the name under Name', async () => {
    const staff = testStaffUser({ id: 'u-2', name: 'Grace Hopper', role: 'editor' });
    fakeApi({
      'PATCH /api/users/u-2': () =>
        jsonResponse(
          { error: 'Invalid request', fields: { name: 'Use one line' } },
          { status: 400 },
        ),
    });
    const { user } = renderWithRouter(
      <EditStaffDialog open user={staff} isSelf={false} onClose={() => undefined} />,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Enter a name'));
    await user.type(name, 'Rear Admiral Hopper');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use one line')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Use one line');
  });
});
