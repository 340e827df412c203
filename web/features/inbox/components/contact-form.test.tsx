import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormOutcome } from '@contract/page-context';
import * as contact from '@/app/routes/contact';
import { fakeReads, testContext } from '@/test/fake-reads';
import { renderPages } from '@/test/pages';
import { renderWithRouter, testSite } from '@/test/render';
import { inboxForms } from '../testing/inbox-forms';
import { ContactDetails } from './contact-details';

// Allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.restoreAllMocks());

/** /contact, its form posting to the page's action, and the inbox behind it. */
function renderContact(answer?: () => FormOutcome) {
  const inbox = inboxForms(answer);
  const rendered = renderPages(
    '/contact',
    [{ path: 'contact', module: contact }],
    testContext(fakeReads(), inbox.forms),
  );
  return { ...rendered, inbox };
}

type User = ReturnType<typeof renderContact>['user'];
const form = () => screen.getByRole('form', { name: 'Contact form' });

async function fill(user: User) {
  await user.type(await screen.findByLabelText('Full name'), 'Musa Bello');
  await user.type(screen.getByLabelText('Email address'), 'musa@example.org');
  await user.type(screen.getByLabelText('Subject'), 'Guest lecture');
  await user.type(screen.getByLabelText('Message'), 'Can we give a talk?');
}

describe('ContactForm', { timeout: 20_000 }, () => {
  it('is the page’s form, with the association’s details beside it', async () => {
    renderContact();
    expect(await screen.findByRole('heading', { level: 1, name: 'Get in touch' })).toBeVisible();
    expect(screen.getByText(/write to the PSA executive council/)).toBeInTheDocument();
    // Reached without a server render, the form's code loads at once.
    expect(await screen.findByRole('form', { name: 'Contact form' })).toHaveAttribute(
      'method',
      'post',
    );
    expect(form()).toHaveAttribute('action', '/contact');
    expect(screen.getByText(testSite.address)).toBeInTheDocument();
  });

  it('checks the fields with the contract before posting, says what to fix, and focuses the first problem', async () => {
    const { user, inbox } = renderContact();
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Enter your message')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    // What was typed stays; nothing else is said when every message has its field.
    expect(screen.getByLabelText('Email address')).toHaveValue('not-an-email');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Nothing the server would refuse is sent.
    expect(inbox.sent).toHaveLength(0);
  });

  it('shows the server’s messages under their fields, focusing the first', async () => {
    const { user, inbox } = renderContact(() => ({
      ok: false,
      status: 400,
      error: 'email: Enter a valid email address',
      fields: { email: 'Enter a valid email address' },
    }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveFocus());
    expect(screen.getByLabelText('Full name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email address')).toHaveValue('musa@example.org');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(inbox.sent).toHaveLength(1);
  });

  it('sends the message and confirms, then offers another', async () => {
    const { user, inbox } = renderContact();
    await fill(user);
    inbox.hold();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    inbox.release();

    const done = await screen.findByRole('heading', { name: 'Message sent' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText(/We will reply to musa@example\.org/)).toBeInTheDocument();
    expect(inbox.sent).toEqual([
      {
        kind: 'contact',
        values: {
          name: 'Musa Bello',
          email: 'musa@example.org',
          subject: 'Guest lecture',
          message: 'Can we give a talk?',
          website: '',
        },
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Send another message' }));
    // A fresh form.
    expect(await screen.findByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Message sent' })).not.toBeInTheDocument();
  });

  it('explains a refusal, such as the rate limit, and keeps what was typed', async () => {
    const { user } = renderContact(() => ({
      ok: false,
      status: 429,
      error: 'You have sent several messages in a short time. Please try again in 42 minutes.',
    }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Please try again in 42 minutes.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Can we give a talk?');
    expect(screen.getByLabelText('Full name')).toHaveValue('Musa Bello');
  });

  it('shows the error page when the server cannot take the message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderContact(() => {
      throw new Error('Database unavailable');
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('has a honeypot no one can see or reach', async () => {
    renderContact();
    await screen.findByLabelText('Full name');
    const honeypot = form().querySelector('input[name="website"]')!;
    expect(honeypot.closest('[inert]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
  });
});

describe('ContactDetails', () => {
  it('lists address, email, phone and office hours', () => {
    renderWithRouter(<ContactDetails site={testSite} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Visit us',
      'Email',
      'Phone',
      'Office hours',
    ]);
    expect(screen.getByText(testSite.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: testSite.email })).toHaveAttribute(
      'href',
      `mailto:${testSite.email}`,
    );
    expect(screen.getByRole('link', { name: testSite.phone })).toHaveAttribute(
      'href',
      'tel:+2348000000000',
    );
    expect(screen.getByText(/Monday to Friday, 10:00 to 16:00/)).toBeInTheDocument();
  });
});
