import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InboxItem } from '@contract/inbox';
import type * as QueryClientModule from '@/lib/query-client';
import { fakeApi, installRadixShims, meHandler, renderApp, testStaffUser } from '@/test/admin';
import { jsonResponse } from '@/test/render';

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

const application: InboxItem = {
  id: 'm1',
  kind: 'membership',
  name: 'Ada Obi',
  email: 'ada@example.org',
  level: '200L',
  category: 'geophysics',
  message: 'The field trips!',
  handled: false,
  createdAt: '2026-11-22T08:00:00.000Z',
};
const message: InboxItem = {
  id: 'c1',
  kind: 'contact',
  name: 'Musa Bello',
  email: 'musa@example.org',
  subject: 'Guest lecture',
  message: 'Can we give a talk?',
  handled: false,
  createdAt: '2026-11-22T09:00:00.000Z',
};

/** A small in-memory inbox API that filters like the server. */
function inboxApi(options: { editor?: boolean } = {}) {
  let items = [message, application];
  const api = fakeApi({
    'GET /api/auth/me': meHandler(testStaffUser(options.editor ? { role: 'editor' } : {})),
    'GET /api/inbox': ({ search }) => {
      const query = new URLSearchParams(search);
      const kind = query.get('kind');
      const status = query.get('status');
      const shown = items.filter(
        (item) =>
          (!kind || item.kind === kind) && (!status || item.handled === (status === 'handled')),
      );
      return jsonResponse({
        items: shown,
        total: shown.length,
        open: items.filter((item) => !item.handled).length,
        page: 1,
        limit: 20,
      });
    },
    'PATCH /api/inbox/c1': ({ body }) => {
      const { handled } = body as { handled: boolean };
      items = items.map((item) =>
        item.id === 'c1' ? { ...item, handled, handledAt: '2026-11-22T10:00:00.000Z' } : item,
      );
      return jsonResponse(items.find((item) => item.id === 'c1'));
    },
    'DELETE /api/inbox/m1': () => {
      items = items.filter((item) => item.id !== 'm1');
      return new Response(null, { status: 204 });
    },
  });
  return api;
}

describe('/admin/inbox', () => {
  it('is in the sidebar and lists open applications and messages, newest first', async () => {
    inboxApi({ editor: true });
    renderApp('/admin/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Inbox' })[0]).toHaveAttribute(
      'href',
      '/admin/inbox',
    );
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual([
      'Guest lecture from Musa Bello',
      'Membership application from Ada Obi',
    ]);
    const membership = within(articles[1]!);
    expect(membership.getByText('200L · Geophysics')).toBeInTheDocument();
    expect(membership.getByText('The field trips!')).toBeInTheDocument();
    expect(membership.getByRole('link', { name: /Reply/ })).toHaveAttribute(
      'href',
      'mailto:ada@example.org?subject=Your%20membership%20application',
    );
    expect(screen.getByText(/2 open\./)).toBeInTheDocument();
  });

  it('filters by kind and status', async () => {
    const api = inboxApi();
    const { user } = renderApp('/admin/inbox');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Contact messages' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Contact messages' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Handled' }));
    expect(await screen.findByText('No messages here.')).toBeInTheDocument();
    expect(api.calls.at(-1)?.search).toBe('?kind=contact&status=handled&limit=20&page=1');
  });

  it('marks a message handled: it leaves the open list', async () => {
    const api = inboxApi();
    const { user } = renderApp('/admin/inbox');
    const article = await screen.findByRole('article', { name: 'Guest lecture from Musa Bello' });
    await user.click(within(article).getByRole('button', { name: /Mark as handled/ }));
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Guest lecture from Musa Bello' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'PATCH', path: '/api/inbox/c1', body: { handled: true } }),
    );
    expect(await screen.findByText('Marked handled: Musa Bello')).toBeInTheDocument();
  });

  it('deletes after confirmation', async () => {
    const api = inboxApi();
    const { user } = renderApp('/admin/inbox');
    const article = await screen.findByRole('article', {
      name: 'Membership application from Ada Obi',
    });
    await user.click(within(article).getByRole('button', { name: /^Delete/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete the message from Ada Obi?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/inbox/m1' }),
    );
  });

  it('shows a failure with Try again, and an empty inbox', async () => {
    let fail = true;
    fakeApi({
      'GET /api/auth/me': meHandler(testStaffUser()),
      'GET /api/inbox': () =>
        fail
          ? jsonResponse({}, { status: 500 })
          : jsonResponse({ items: [], total: 0, open: 0, page: 1, limit: 20 }),
    });
    const { user } = renderApp('/admin/inbox');
    expect(await screen.findByText('Failed to fetch the inbox')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Nothing waiting: every message has been handled.'),
    ).toBeInTheDocument();
  });
});
