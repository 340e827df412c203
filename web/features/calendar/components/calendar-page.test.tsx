import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@contract/calendar';
import { clockTimesOf } from '@contract/class-time';
import type { TimetableClass } from '@contract/timetable';
import { Component as CalendarRoute } from '@/app/routes/academic-calendar';
import { fakeApi, installRadixShims } from '@/test/admin';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { SELECTION_STORAGE_KEY } from '../timetable-selection';

const event = (
  id: string,
  date: string,
  type: CalendarEvent['type'],
  name: string,
  description = '',
): CalendarEvent => ({
  _id: id,
  id,
  event: name,
  description,
  date: `${date}T00:00:00.000Z`,
  type,
});

const events = [
  event('e0', '2025-10-27', 'exam', 'Old tests'),
  event('e1', '2026-11-02', 'exam', 'Mid-semester tests', 'One week of tests.'),
  event('e2', '2026-12-18', 'break', 'Christmas break begins'),
  event('e3', '2027-02-08', 'general', 'Physics Week'),
];

function lesson(id: string, overrides: Partial<TimetableClass>): TimetableClass {
  const time = overrides.time ?? '8:00 AM - 10:00 AM';
  return {
    _id: id,
    id,
    day: 'Monday',
    course: id,
    venue: 'Geophysics Lab',
    lecturer: 'Dr. A. Eze',
    category: 'geophysics',
    level: '300L',
    ...overrides,
    time,
    ...clockTimesOf(time),
  };
}

const classes = [
  lesson('GPH 301 Seismology', { day: 'Thursday' }),
  lesson('PHY 307 Mathematical Physics', { category: 'all', day: 'Saturday', venue: 'Auditorium' }),
  lesson('GPH 303 Gravity', { time: '12:00 PM - 2:00 PM' }),
  lesson('PHY 101 General Physics I', { category: 'pure-physics', level: '100L' }),
];

function calendarApi(overrides: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/events': () => jsonResponse(events),
    'GET /api/timetable': () => jsonResponse(classes),
    'GET /api/semester': () =>
      jsonResponse({
        semester: { startDate: '2026-09-14T00:00:00.000Z', endDate: '2027-01-29T00:00:00.000Z' },
      }),
    ...overrides,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

// The page renders a month grid and a table: give a busy machine time to settle.
configure({ asyncUtilTimeout: 5000 });
// Typing into a page this size is slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(installRadixShims);

const renderApp = (path: string) => renderWithRouter(<CalendarRoute />, { path });
beforeEach(() => {
  // Only the clock is faked: today is 22 November 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 10));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/academics/calendar, Academic Calendar tab', () => {
  it('shows a spinner, then every event of this year and the next with its type and date', async () => {
    calendarApi();
    renderApp('/academics/calendar');
    expect(await screen.findByRole('status', { name: 'Loading the calendar' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Academic Events' });
    expect(screen.getByRole('tab', { name: 'Academic Calendar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Mid-semester tests', 'Christmas break begins', 'Physics Week']);
    expect(within(list).getByText('February 8, 2027')).toBeInTheDocument();
    expect(within(list).getByText('Exam')).toHaveAttribute('data-type', 'exam');
    expect(within(list).getByText('One week of tests.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Academic Calendar & Timetable | PSA'));
  });

  it("starts at today, marks days with events, and shows a picked day's events", async () => {
    calendarApi();
    const { user } = renderApp('/academics/calendar');
    expect(await screen.findByRole('heading', { name: 'Select Date' })).toBeInTheDocument();
    expect(screen.getByText('Click on a date to view events')).toBeInTheDocument();
    const day = screen.getByRole('region', { name: 'Events on November 22, 2026' });
    expect(within(day).getByText('No events on this date')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Monday, November 2, 2026, has events' }));
    const picked = screen.getByRole('region', { name: 'Events on November 2, 2026' });
    expect(within(picked).getByRole('heading', { name: 'Mid-semester tests' })).toBeInTheDocument();
    // Picking a date does not filter the list (spec §2).
    expect(
      within(screen.getByRole('region', { name: 'Academic Events' })).getAllByRole('heading', {
        level: 3,
      }),
    ).toHaveLength(3);
  });

  it('says so when there are no events', async () => {
    calendarApi({ 'GET /api/events': () => jsonResponse([]) });
    renderApp('/academics/calendar');
    expect(
      await screen.findByText('No events found. Please check back later.'),
    ).toBeInTheDocument();
  });

  it('shows only the store message, in red, when a list fails, whatever the server said', async () => {
    calendarApi({
      'GET /api/events': () => jsonResponse({ error: 'Internal server error' }, { status: 500 }),
    });
    renderApp('/academics/calendar');
    // Server errors are retried by the app's cache but not by the test cache: one failure shows.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to fetch events$/);
    expect(alert).toHaveClass('text-destructive');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows the timetable store message when the timetable fails', async () => {
    calendarApi({ 'GET /api/timetable': () => jsonResponse({}, { status: 503 }) });
    renderApp('/academics/calendar');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch timetable$/);
  });

  it('offers the calendar subscription', async () => {
    calendarApi();
    renderApp('/academics/calendar');
    const subscribe = await screen.findByRole('link', {
      name: 'Subscribe to the academic calendar',
    });
    expect(subscribe).toHaveAttribute('href', `webcal://${window.location.host}/api/calendar.ics`);
    expect(
      screen.getByRole('link', { name: 'Download the academic calendar as .ics' }),
    ).toHaveAttribute('href', '/api/calendar.ics');
  });
});

describe('/academics/calendar, Class Timetable tab', () => {
  it('opens from a link with its selection, by day then start time, shared classes included', async () => {
    calendarApi();
    renderApp('/academics/calendar?tab=timetable&category=geophysics&level=300L');
    const table = await screen.findByRole('table', { name: 'Weekly classes: Geophysics, 300L' });
    expect(screen.getByRole('tab', { name: 'Class Timetable' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual([
      'GPH 303 Gravity',
      'GPH 301 Seismology',
      'PHY 307 Mathematical PhysicsAll categories',
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Monday', '12:00 PM - 2:00 PM', 'Geophysics Lab', 'GPH 303 Gravity', 'Dr. A. Eze']);
    expect(
      screen.getByRole('link', { name: 'Subscribe to the Geophysics, 300L timetable' }),
    ).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/api/timetable.ics?category=geophysics&level=300L`,
    );
    expect(
      await screen.findByText(/from September 14, 2026 to January 29, 2027/),
    ).toBeInTheDocument();
  });

  it('defaults to Pure Physics 100L, and remembers a new choice in the URL and the browser', async () => {
    calendarApi();
    const { user, router } = renderApp('/academics/calendar');
    await user.click(await screen.findByRole('tab', { name: 'Class Timetable' }));
    expect(router.state.location.search).toBe('?tab=timetable&category=pure-physics&level=100L');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Pure Physics');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveTextContent('100L');
    expect(screen.getByRole('cell', { name: 'PHY 101 General Physics I' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: '200L' }));
    expect(router.state.location.search).toBe('?tab=timetable&category=pure-physics&level=200L');
    expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY) ?? '{}')).toEqual({
      category: 'pure-physics',
      level: '200L',
    });
    expect(screen.getByRole('heading', { name: 'No Classes Scheduled' })).toBeInTheDocument();
    expect(
      screen.getByText('No timetable available for the selected category and level.'),
    ).toBeInTheDocument();
  });

  it('uses the remembered choice when the link gives none', async () => {
    localStorage.setItem(
      SELECTION_STORAGE_KEY,
      JSON.stringify({ category: 'geophysics', level: '300L' }),
    );
    calendarApi();
    renderApp('/academics/calendar?tab=timetable');
    expect(
      await screen.findByRole('table', { name: 'Weekly classes: Geophysics, 300L' }),
    ).toBeInTheDocument();
  });
});
