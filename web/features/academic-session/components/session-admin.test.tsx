import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { Toaster } from '@/components/ui/sonner';
import { fakeApi, installRadixShims } from '@/test/admin';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { SessionAdmin } from './session-admin';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
beforeAll(installRadixShims);
afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

type Session = { session: string; semester: 'first' | 'second' };

function sessionApi(start: Session, overrides: Parameters<typeof fakeApi>[0] = {}) {
  let current = start;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return fakeApi({
    'GET /api/academic-session': () => jsonResponse(current),
    'GET /api/past-councils': () => jsonResponse([]),
    'GET /api/timetable/draft': () => jsonResponse([]),
    'POST /api/academic-session/next-session': () => {
      current = { session: '2027/2028', semester: 'first' };
      return jsonResponse(current);
    },
    'PUT /api/academic-session': ({ body }) => {
      current = body as Session;
      return jsonResponse(current);
    },
    ...overrides,
  });
}

const renderPage = () =>
  renderWithRouter(
    <>
      <SessionAdmin />
      <Toaster />
    </>,
    { path: '/admin/session' },
  );

describe('/admin/session', () => {
  it('shows the current session and semester', async () => {
    sessionApi({ session: '2026/2027', semester: 'first' });
    renderPage();
    const current = await screen.findByRole('region', { name: 'Current session' });
    expect(current).toHaveTextContent('2026/2027 · First semester');
    expect(screen.getByRole('button', { name: 'Start the next semester' })).toBeEnabled();
    expect(await screen.findByText(/None yet/)).toBeInTheDocument();
  });

  it('starts the next session only after saying what will happen, with the session it saw', async () => {
    const api = sessionApi({ session: '2026/2027', semester: 'second' });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start the 2027/2028 session' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Start the 2027/2028 session?',
    });
    expect(dialog).toHaveTextContent(/archived as the 2026\/2027 council/);
    expect(dialog).toHaveTextContent(/Testimonials and site content stay as they are/);
    await user.click(within(dialog).getByRole('button', { name: 'Start 2027/2028' }));
    expect(await screen.findByText('The 2027/2028 session has begun')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/academic-session/next-session')).toEqual([
      expect.objectContaining({ body: { expectedSession: '2026/2027' } }),
    ]);
    expect(await screen.findByRole('region', { name: 'Current session' })).toHaveTextContent(
      '2027/2028 · First semester',
    );
  });

  it("says why when the session has moved on (another officer's start)", async () => {
    sessionApi(
      { session: '2026/2027', semester: 'first' },
      {
        'POST /api/academic-session/next-session': () =>
          jsonResponse(
            { error: 'The session or semester has changed since this page loaded' },
            { status: 409 },
          ),
      },
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start the 2027/2028 session' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start 2027/2028' }));
    expect(
      await screen.findByText('The session or semester has changed since this page loaded'),
    ).toBeInTheDocument();
  });

  it('offers no next semester in the second, and points to a draft waiting for review', async () => {
    sessionApi({ session: '2026/2027', semester: 'second' });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Start the next semester' })).toBeDisabled();
    expect(screen.getByText(/the session's last/)).toBeInTheDocument();
  });

  it('waits for a draft timetable to be confirmed or discarded before either start', async () => {
    sessionApi(
      { session: '2026/2027', semester: 'first' },
      {
        'GET /api/timetable/draft': () =>
          jsonResponse([
            {
              _id: 'd1',
              id: 'd1',
              day: 'Monday',
              time: '8:00 AM - 10:00 AM',
              startTime: '08:00',
              endTime: '10:00',
              course: 'PHY 102',
              venue: 'Lab 1',
              lecturer: '',
              category: 'pure-physics',
              level: '100L',
            },
          ]),
      },
    );
    renderPage();
    expect(
      await screen.findByRole('link', { name: 'Review it on the Calendar page' }),
    ).toHaveAttribute('href', '/admin/calendar?tab=timetable');
    expect(screen.getByRole('button', { name: 'Start the next semester' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start the 2027/2028 session' })).toBeDisabled();
  });

  it('copies the timetable into a draft after asking', async () => {
    const api = sessionApi(
      { session: '2026/2027', semester: 'first' },
      {
        'POST /api/academic-session/next-semester': () =>
          jsonResponse({ session: '2026/2027', semester: 'first' }),
      },
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start the next semester' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start the next semester?' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy the timetable' }));
    expect(await screen.findByText('Draft timetable ready for review')).toBeInTheDocument();
    expect(
      api.calls.find((call) => call.path === '/api/academic-session/next-semester')?.body,
    ).toEqual({ expectedSession: '2026/2027', expectedSemester: 'first' });
  });

  it('corrects the session with the contract rules, inline, before sending', async () => {
    const api = sessionApi({ session: '2026/2027', semester: 'first' });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Correct the session' });
    const field = within(form).getByRole('textbox', { name: 'Session' });
    await user.clear(field);
    await user.type(field, '2025/2027');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Session must be two years in a row, like 2026/2027',
      ),
    );
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, '2025/2026');
    await user.click(within(form).getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Session corrected')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      session: '2025/2026',
      semester: 'first',
    });
  });
});
