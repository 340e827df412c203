import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
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

/** A form whose save goes through apiClient, as every admin save does. */
function NoteForm() {
  const [note, setNote] = useState('');
  const save = useMutation({
    mutationFn: (body: { note: string }) => apiClient.post('/api/notes', body),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ note });
      }}
    >
      <label>
        Note <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="submit">Save</button>
      {save.isPending && <p>Saving…</p>}
      {save.isSuccess && <p>Saved</p>}
    </form>
  );
}

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
    fakeApi({ 'GET /api/auth/me': meHandler(null) });
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
    fakeApi({
      'GET /api/auth/me': meHandler(testStaffUser({ role: 'editor', name: 'Grace Hopper' })),
      'GET /api/reports': () => jsonResponse({ ok: true }),
    });
    renderWithRouter(null, { routes, path: '/admin/events' });
    expect(await screen.findByText('Hello Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Reports page')).toBeInTheDocument();
  });

  it('treats a 401 from any request as an ended session: a sign-in dialog over the page, which stays', async () => {
    fakeApi({
      'GET /api/auth/me': meHandler(testStaffUser()),
      'GET /api/reports': () => jsonResponse({ error: 'Sign in required' }, { status: 401 }),
    });
    const { router } = renderWithRouter(null, { routes, path: '/admin/reports?page=2' });

    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in to continue' });
    expect(dialog).toHaveTextContent(sessionEndedMessage);
    expect(screen.getByText('Hello Ada Lovelace')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/reports');
  });

  it('holds a save refused for an ended session until signed in again, then sends it', async () => {
    let signedIn = true;
    const saved: unknown[] = [];
    fakeApi({
      'GET /api/auth/me': () =>
        signedIn ? jsonResponse({ user: testStaffUser() }) : jsonResponse({}, { status: 401 }),
      'GET /api/reports': () => jsonResponse({ ok: true }),
      'POST /api/notes': (call) => {
        if (!signedIn) return jsonResponse({ error: 'Sign in required' }, { status: 401 });
        saved.push(call.body);
        return jsonResponse({ ok: true }, { status: 201 });
      },
      'POST /api/auth/login': () => {
        signedIn = true;
        return jsonResponse({ user: testStaffUser() });
      },
    });
    const { user } = renderWithRouter(null, {
      routes: [
        {
          path: '/admin/*',
          element: (
            <RequireStaff fallback={<p>Checking…</p>}>
              <NoteForm />
            </RequireStaff>
          ),
        },
      ],
      path: '/admin/notes',
    });
    await user.type(await screen.findByLabelText('Note'), 'Exams moved to May');
    signedIn = false; // The session ends in another tab.
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Sign in to continue' });
    expect(screen.getByLabelText('Note')).toHaveValue('Exams moved to May');
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    // Radix lets the pointer into the dialog once it knows it is the top layer (a render later).
    await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
    await user.type(within(dialog).getByLabelText('Password'), 'the-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(saved).toEqual([{ note: 'Exams moved to May' }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers a retry when the sign-in check itself fails', async () => {
    let attempts = 0;
    fakeApi({
      'GET /api/auth/me': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse({ error: 'Database unavailable' }, { status: 503 })
          : jsonResponse({ user: testStaffUser() });
      },
      'GET /api/reports': () => jsonResponse({ ok: true }),
    });
    const { user } = renderWithRouter(null, { routes, path: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Hello Ada Lovelace')).toBeInTheDocument());
  });
});
