import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, installRadixShims } from '@/test/admin';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { BecomeMemberButton } from './become-member-button';

beforeAll(() => installRadixShims());
afterEach(() => vi.unstubAllGlobals());

async function openForm(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  const view = renderWithRouter(<BecomeMemberButton abbreviation="PSA" />);
  await view.user.click(screen.getByRole('button', { name: 'Become a Member' }));
  const dialog = screen.getByRole('dialog', { name: 'Become a Member' });
  return { ...view, api, dialog };
}

async function fillIn(user: ReturnType<typeof renderWithRouter>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Full name'), 'Ada Obi');
  await user.type(within(dialog).getByLabelText('Email address'), 'ada@example.org');
  await user.click(within(dialog).getByRole('combobox', { name: 'Level' }));
  await user.click(await screen.findByRole('option', { name: '300L' }));
  await user.click(within(dialog).getByRole('combobox', { name: 'Programme' }));
  await user.click(await screen.findByRole('option', { name: 'Industrial Physics' }));
}

describe('Become a Member', () => {
  it('checks every field before sending, and focuses the first problem', async () => {
    const { user, api, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(within(dialog).getByText('Enter your name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your email address')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Choose your level')).not.toHaveLength(0);
    expect(within(dialog).getAllByText('Choose your programme')).not.toHaveLength(0);
    expect(within(dialog).getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText('Full name')).toHaveFocus());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the application, honeypot included, and thanks the applicant', async () => {
    const { user, api, dialog } = await openForm({
      'POST /api/membership-applications': () => jsonResponse({ received: true }, { status: 201 }),
    });
    await fillIn(user, dialog);
    await user.type(within(dialog).getByLabelText(/Why would you like to join/), 'Study groups');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    const done = await screen.findByRole('dialog', { name: 'Application received' });
    expect(done).toHaveTextContent('ada@example.org');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.org',
      level: '300L',
      category: 'industrial-physics',
      message: 'Study groups',
      website: '',
    });
  });

  it('shows the server’s rate-limit message, and its field messages under the fields', async () => {
    let answer = jsonResponse(
      { error: 'You have sent several messages in a short time. Please try again in 42 minutes.' },
      { status: 429 },
    );
    const { user, dialog } = await openForm({
      'POST /api/membership-applications': () => answer,
    });
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please try again in 42 minutes.',
    );

    answer = jsonResponse(
      {
        error: 'email: Enter a valid email address',
        fields: { email: 'Enter a valid email address' },
      },
      { status: 400 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has a honeypot no one can see or reach', async () => {
    const { dialog } = await openForm();
    const honeypot = dialog.querySelector('input[name="website"]')!;
    expect(honeypot.closest('[inert]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
  });
});
