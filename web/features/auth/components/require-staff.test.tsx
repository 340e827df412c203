import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/sonner';
import { apiClient } from '@/lib/api-client';
import { fakeApi, meHandler, testStaffUser } from '@/test/admin';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { RequireStaff, sessionEndedMessage, useStaffUser } from './require-staff';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Hello() {
  const user = useStaffUser();
  return <p>Hello {user.name}</p>;
}

/** A page whose data request answers 401 once `expired` is set. */
function Reports() {
  const reports = useQuery({ queryKey: ['reports'], queryFn: () => apiClient.get('/api/reports') });
  return <p>{reports.isError ? 'Reports failed' : 'Reports page'}</p>;
}

const routes = [
  {
    path: '/admin/login',
    element: (
      <>
        <p>Sign-in page</p>
        <Toaster />
      </>
    ),
  },
  {
    path: '/admin/*',
    element: (
      <RequireStaff fallback={<p>Checking…</p>}>
        <Hello />
        <Reports />
      </RequireStaff>
    ),
  },
];

describe('RequireStaff', () => {
  it('sends an anonymous visitor to sign in, with the way back in `next`', async () => {
    const api = fakeApi({ 'GET /api/auth/me': meHandler(null) });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderWithRouter(null, { routes, path: '/admin/gallery?category=alumni' });

    expect(screen.getByText('Checking…')).toBeInTheDocument();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fgallery%3Fcategory%3Dalumni');
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
    // A visitor who was never signed in is not told a session ended.
    expect(screen.queryByText(sessionEndedMessage)).not.toBeInTheDocument();
  });

  it('shows the page to signed-in staff and hands it the user', async () => {
    const api = fakeApi({
      'GET /api/auth/me': meHandler(testStaffUser({ role: 'editor', name: 'Grace Hopper' })),
      'GET /api/reports': () => jsonResponse({ ok: true }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithRouter(null, { routes, path: '/admin/events' });
    expect(await screen.findByText('Hello Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Reports page')).toBeInTheDocument();
  });

  it('treats a 401 from any request as an ended session: sign in again, then come back', async () => {
    const api = fakeApi({
      'GET /api/auth/me': meHandler(testStaffUser()),
      'GET /api/reports': () => jsonResponse({ error: 'Sign in required' }, { status: 401 }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderWithRouter(null, { routes, path: '/admin/reports?page=2' });

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Freports%3Fpage%3D2');
    expect(await screen.findByText(sessionEndedMessage)).toBeInTheDocument();
  });

  it('offers a retry when the sign-in check itself fails', async () => {
    let attempts = 0;
    const api = fakeApi({
      'GET /api/auth/me': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: 'Database unavailable' }, { status: 503 })
          : jsonResponse({ user: testStaffUser() });
      },
      'GET /api/reports': () => jsonResponse({ ok: true }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { user } = renderWithRouter(null, { routes, path: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Hello Ada Lovelace')).toBeInTheDocument());
  });
});
