import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormOutcome } from '@contract/page-context';
import * as join from '@/app/routes/join';
import { fakeReads, testContext } from '@/test/fake-reads';
import { renderPages } from '@/test/pages';
import { inboxForms } from '../testing/inbox-forms';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.restoreAllMocks());

/** /join ('Become a Member'), its form posting to the page's action, and the inbox behind it. */
async function openForm(answer?: () => FormOutcome) {
  const inbox = inboxForms(answer);
  const rendered = renderPages(
    '/join',
    [{ path: 'join', module: join }],
    testContext(fakeReads(), inbox.forms),
  );
  const form = await screen.findByRole('form', { name: 'Membership application' });
  return { ...rendered, inbox, form };
}

type User = Awaited<ReturnType<typeof openForm>>['user'];

async function fillIn(user: User) {
  await user.type(screen.getByLabelText('Full name'), 'Ada Obi');
  await user.type(screen.getByLabelText('Email address'), 'ada@example.org');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '300L');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Programme' }),
    'Industrial Physics',
  );
}

describe('Become a Member', { timeout: 20_000 }, () => {
  it('is a page of its own whose form posts to it', async () => {
    const { form } = await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Become a member' })).toBeInTheDocument();
    expect(
      screen.getByText(/Membership of the PSA is open to every physics student/),
    ).toBeVisible();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/join');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveDisplayValue('Choose your level');
    expect(screen.getByRole('combobox', { name: 'Programme' })).toHaveDisplayValue(
      'Choose your programme',
    );
  });

  it('checks every field with the contract before posting, and focuses the first problem', async () => {
    const { user, inbox } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address')).toBeInTheDocument();
    // The messages, and the choices' placeholders, which say the same.
    expect(screen.getAllByText('Choose your level')).toHaveLength(2);
    expect(screen.getAllByText('Choose your programme')).toHaveLength(2);
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Nothing the server would refuse is sent.
    expect(inbox.sent).toHaveLength(0);
  });

  it('sends the application, honeypot included, and thanks the applicant', async () => {
    const { user, inbox } = await openForm();
    await fillIn(user);
    await user.type(screen.getByLabelText(/Why would you like to join/), 'Study groups');
    inbox.hold();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    inbox.release();

    const done = await screen.findByRole('heading', { name: 'Application received' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.org');
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for applying to join the PSA!');
    expect(screen.getByRole('link', { name: 'Back to About' })).toHaveAttribute('href', '/about');
    expect(inbox.sent).toEqual([
      {
        kind: 'membership',
        values: {
          name: 'Ada Obi',
          email: 'ada@example.org',
          level: '300L',
          category: 'industrial-physics',
          message: 'Study groups',
          website: '',
        },
      },
    ]);
  });

  it('shows the server’s rate-limit message, and its field messages under the fields', async () => {
    let answer: FormOutcome = {
      ok: false,
      status: 429,
      error: 'You have sent several messages in a short time. Please try again in 42 minutes.',
    };
    const { user } = await openForm(() => answer);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 42 minutes.');
    // What was chosen stays.
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveDisplayValue('300L');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Obi');

    answer = {
      ok: false,
      status: 400,
      error: 'email: Enter a valid email address',
      fields: { email: 'Enter a valid email address' },
    };
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveFocus());
  });

  it('has a honeypot no one can see or reach', async () => {
    const { form } = await openForm();
    const honeypot = form.querySelector('input[name="website"]')!;
    expect(honeypot.closest('[inert]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
  });
});
