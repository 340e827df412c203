import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSite } from '@/test/render';
import { fakeApi } from '@/test/admin';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  return { ...renderWithRouter(<ContactForm />), api };
}

async function fill(user: ReturnType<typeof renderWithRouter>['user']) {
  await user.type(screen.getByLabelText('Full name'), 'Musa Bello');
  await user.type(screen.getByLabelText('Email address'), 'musa@example.org');
  await user.type(screen.getByLabelText('Subject'), 'Guest lecture');
  await user.type(screen.getByLabelText('Message'), 'Can we give a talk?');
}

describe('ContactForm', () => {
  it('checks the fields before sending', async () => {
    const { user, api } = renderForm();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Enter your message')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the message and confirms, then offers another', async () => {
    const { user, api } = renderForm({
      'POST /api/contact-messages': () => jsonResponse({ received: true }, { status: 201 }),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(screen.getByText(/We will reply to musa@example\.org/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Musa Bello',
      email: 'musa@example.org',
      subject: 'Guest lecture',
      message: 'Can we give a talk?',
      website: '',
    });
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    // Name and email stay; subject and message start afresh.
    expect(screen.getByLabelText('Full name')).toHaveValue('Musa Bello');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('explains a failure, with the spec-style fallback when the server says nothing', async () => {
    const { user } = renderForm({
      'POST /api/contact-messages': () => new Response('', { status: 502 }),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send your message');
    expect(screen.getByLabelText('Message')).toHaveValue('Can we give a talk?');
  });
});

describe('ContactDetails', () => {
  it('lists address, email, phone and office hours', () => {
    renderWithRouter(<ContactDetails site={testSite} />);
    expect(screen.getByText(testSite.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: testSite.email })).toHaveAttribute(
      'href',
      `mailto:${testSite.email}`,
    );
    expect(screen.getByRole('link', { name: testSite.phone })).toHaveAttribute(
      'href',
      'tel:+2348000000000',
    );
    expect(screen.getByText('Office hours')).toBeInTheDocument();
  });

  it('keeps every entry in place while loading, and says when the details are unavailable', () => {
    const { unmount } = renderWithRouter(<ContactDetails />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Visit us',
      'Email',
      'Phone',
      'Office hours',
    ]);
    expect(screen.getAllByText('Loading…')).toHaveLength(3);
    unmount();
    renderWithRouter(<ContactDetails unavailable />);
    expect(screen.getAllByText('Unavailable right now')).toHaveLength(3);
  });
});
