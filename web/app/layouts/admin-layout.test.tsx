import type { QueryClient } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { meta as dashboardMeta } from '@/app/routes/admin/dashboard';
import type * as QueryClientModule from '@/lib/query-client';
import { fakeApi, meHandler, renderApp, testStaffUser } from '@/test/admin';
import { jsonResponse, testSite } from '@/test/render';
import { adminMeta } from './admin-meta';
import { adminNav, adminNavFor } from './admin-nav';

// The admin's cache is made by its frame (admin-frame.tsx): keep each one made, to look inside.
const caches = vi.hoisted(() => ({ made: [] as QueryClient[] }));
vi.mock('@/lib/query-client', async (importOriginal) => {
  const actual = await importOriginal<typeof QueryClientModule>();
  const { createTestQueryClient } = await import('@/test/render');
  return {
    ...actual,
    createQueryClient: () => {
      const client = createTestQueryClient();
      caches.made.push(client);
      return client;
    },
  };
});
const adminCache = () => {
  const client = caches.made.at(-1);
  if (!client) throw new Error('The admin has not made its cache yet');
  return client;
};

// These tests render the real route table, whose pages load lazily: load them once up front so
// the first test does not spend its time budget compiling, and allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
beforeAll(async () => {
  await Promise.all([
    import('./admin-layout'),
    import('../routes/admin/dashboard'),
    import('../routes/admin/users'),
    import('../routes/admin/account'),
    import('../routes/admin/login'),
    import('../routes/admin/activity'),
  ]);
}, 60_000);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const summary = {
  counts: {
    academicNews: 4,
    upcomingEvents: 3,
    upcomingEventsAhead: 2,
    photos: 12,
    timetableClasses: 9,
    calendarEvents: 6,
  },
  recentActivity: [
    {
      id: 'a1',
      userId: 'u-admin',
      userEmail: 'ada@example.org',
      resource: 'photos',
      resourceId: 'p1',
      action: 'create' as const,
      method: 'POST',
      path: '/api/photos',
      createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      description: null,
    },
  ],
  backup: { lastAt: null, scheduled: false },
};

function adminApi(user = testStaffUser()) {
  const api = fakeApi({
    'GET /api/auth/me': meHandler(user),
    'GET /api/auth/status': () => jsonResponse({ hasStaff: true }),
    'GET /api/admin/summary': () => jsonResponse(summary),
    'POST /api/auth/logout': () => new Response(null, { status: 204 }),
  });
  return api;
}

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the admin layout', { timeout: 20_000 }, () => {
  it('shows admins every page, their name and role, and a way back to the site', async () => {
    adminApi();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(sidebarLinks()).toEqual([
      ['Dashboard', '/admin'],
      ['Calendar', '/admin/calendar'],
      ['Session', '/admin/session'],
      ['Upload photo', '/admin/upload'],
      ['Gallery', '/admin/gallery'],
      ['Media library', '/admin/media'],
      ['Events & news', '/admin/events'],
      ['Site content', '/admin/site-content'],
      ['Inbox', '/admin/inbox'],
      ['Academics', '/admin/academics'],
      ['Q&A moderation', '/admin/qna'],
      ['Activity', '/admin/activity'],
      ['Staff', '/admin/users'],
    ]);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getAllByText('admin').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/admin/account');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows how many inbox items wait to be handled beside Inbox, in words for screen readers', async () => {
    const api = adminApi();
    api.handlers['GET /api/inbox/open-count'] = () => jsonResponse({ open: 3 });
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      await within(sidebar).findByRole('link', { name: 'Inbox, 3 unhandled' }),
    ).toHaveAttribute('href', '/admin/inbox');
  });

  it('hides admin-only pages from editors', async () => {
    adminApi(testStaffUser({ role: 'editor', name: 'Grace Hopper' }));
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const labels = sidebarLinks().map(([label]) => label);
    expect(labels).toEqual([
      'Dashboard',
      'Calendar',
      'Session',
      'Upload photo',
      'Gallery',
      'Media library',
      'Events & news',
      'Site content',
      'Inbox',
      'Academics',
      'Q&A moderation',
    ]);
    expect(screen.queryByRole('link', { name: 'View all' })).not.toBeInTheDocument();
  });

  it("shows editors 'Admins only' on the activity page", async () => {
    const api = adminApi(testStaffUser({ role: 'editor' }));
    renderApp('/admin/activity');
    expect(await screen.findByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(api.calls.some((call) => call.path === '/api/activity')).toBe(false);
  });

  it('shows the counts and recent activity on the dashboard', async () => {
    adminApi();
    renderApp('/admin');
    const content = await screen.findByRole('list', { name: 'Content at a glance' });
    expect(await within(content).findByRole('link', { name: /12\s*Photos/ })).toHaveAttribute(
      'href',
      '/admin/gallery',
    );
    expect(
      within(content).getByRole('link', { name: /3\s*Upcoming events\s*2 still ahead/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('created a photo')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
  });

  it('signs out: ends the session, clears the cache, goes to sign-in and says so', async () => {
    const api = adminApi();
    api.handlers['GET /api/users'] = () =>
      jsonResponse({ users: [{ ...testStaffUser(), twoFactorEnabled: false }] });
    const { user, router } = renderApp('/admin/users');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(adminCache().getQueryData(['staff-users'])).toBeDefined());
    api.handlers['GET /api/auth/me'] = meHandler(null);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Staff sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(
      screen.queryByText('Your session has ended. Please sign in again.'),
    ).not.toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/auth/logout' }),
    );
    expect(adminCache().getQueryData(['staff-users'])).toBeUndefined();
  });

  it('says so when signing out fails, and stays', async () => {
    const api = adminApi();
    api.handlers['POST /api/auth/logout'] = () =>
      jsonResponse({ error: 'Cross-site request refused' }, { status: 403 });
    const { user, router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Cross-site request refused')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('asks someone whose session ended to sign in again over the page, which stays', async () => {
    const api = adminApi();
    api.handlers['GET /api/admin/summary'] = () =>
      jsonResponse({ error: 'Sign in required' }, { status: 401 });
    const { router, user } = renderApp('/admin');
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in to continue' });
    expect(dialog).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(router.state.location.pathname).toBe('/admin');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.org');
    // Radix takes pointer events from the page and gives them to the dialog a render later.
    await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));

    api.handlers['GET /api/admin/summary'] = () => jsonResponse(summary);
    api.handlers['POST /api/auth/login'] = () => jsonResponse({ user: testStaffUser() });
    await user.type(within(dialog).getByLabelText('Password'), 'the-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Sign in to continue' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/admin');
    expect(await screen.findByText('created a photo')).toBeInTheDocument();
  });

  it('shows an admin not-found page for unknown admin paths', async () => {
    adminApi();
    renderApp('/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('opens the menu as a drawer on small screens and closes it on navigation', async () => {
    adminApi();
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const toggle = screen.getByRole('button', { name: 'Open admin menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Admin menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
  });
});

describe('adminMeta', () => {
  it("titles an admin page with the site's abbreviation, and keeps it out of search engines", () => {
    const matches = [{ id: 'root', data: { site: { ...testSite, abbreviation: 'SPS' } } }];
    expect(dashboardMeta({ matches } as never)).toEqual([
      { title: 'Dashboard | SPS Admin' },
      { name: 'robots', content: 'noindex, nofollow' },
    ]);
    expect(adminMeta('Staff')({ matches: [] } as never)).toContainEqual({
      title: 'Staff | PSA Admin',
    });
  });
});

describe('adminNavFor', () => {
  it('keeps everything for admins and drops admin-only items (and empty sections) for editors', () => {
    expect(adminNavFor('admin')).toEqual(adminNav);
    const editor = adminNavFor('editor');
    expect(editor.map((section) => section.label)).toEqual(['Overview', 'Content']);
    expect(editor.flatMap((section) => section.items).some((item) => item.adminOnly)).toBe(false);
  });
});
