import { configure, screen, waitFor, within } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { useLocation, type Location } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@contract/calendar';
import { clockTimesOf } from '@contract/class-time';
import type { PublicReads } from '@contract/public-reads';
import type { TimetableClass } from '@contract/timetable';
import * as calendarRoute from '@/app/routes/academic-calendar';
import { markHydrated } from '@/lib/hydration';
import { MY_CATEGORY_LEVEL_COOKIE } from '@/lib/my-category-level';
import { fakeReads, testContext } from '@/test/fake-reads';
import { renderPages, type PageModule } from '@/test/pages';
import { testSite } from '@/test/render';
import { SELECTION_COOKIE } from '../timetable-selection';

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
  session: '2026/2027',
});

const events = [
  { ...event('e0', '2025-10-27', 'exam', 'Old tests'), session: '2025/2026' },
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
  lesson('PHY 211 Electronics', { category: 'industrial-physics', level: '200L' }),
];

type Overrides = Parameters<typeof fakeReads>[0];

/** The page's reads: the lists above, unless a test says otherwise. */
function calendarReads(overrides: Overrides = {}): PublicReads {
  return fakeReads({
    calendarEvents: {
      list: async (filter) => events.filter((entry) => entry.session === filter?.session),
      sessions: async () => ['2026/2027', '2025/2026'],
    },
    timetable: { list: async () => classes },
    semester: {
      get: async () => ({
        startDate: '2026-09-14T00:00:00.000Z',
        endDate: '2027-01-29T00:00:00.000Z',
      }),
    },
    ...overrides,
  });
}

/**
 * The calendar page at `url`. Its loader reads the visitor's cookies from the request: as the
 * browser would, the request carries document.cookie. `location()` is where the app is now (the
 * tab and the timetable's choice live in the address).
 */
function renderCalendar(url: string, reads = calendarReads()) {
  let current: Location | undefined;
  const Page = calendarRoute.default as ComponentType<object>;
  function TrackedPage(props: object) {
    current = useLocation();
    return createElement(Page, props);
  }
  const module: PageModule = {
    default: TrackedPage,
    loader: ((args: Parameters<typeof calendarRoute.loader>[0]) => {
      const headers = new Headers(args.request.headers);
      if (document.cookie) headers.set('cookie', document.cookie);
      return calendarRoute.loader({
        ...args,
        request: new Request(args.request.url, { headers }),
      });
    }) as never,
  };
  const rendered = renderPages(url, [{ path: 'academics/calendar', module }], testContext(reads));
  const location = () => {
    if (!current) throw new Error('The page has not rendered yet');
    return current;
  };
  return { ...rendered, location };
}

// The page renders a month grid and a table: give a busy machine time to settle.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });
// A page reached in the browser: the date picker is live at once (not the server's drawing).
beforeAll(markHydrated);
beforeEach(() => {
  // Only the clock is faked: it is 10 a.m. on 22 November 2026 in Lagos (the site's time zone).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T09:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.cookie = `${SELECTION_COOKIE}=; Path=/; Max-Age=0`;
  document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=; Path=/; Max-Age=0`;
});

const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Calendar views' })).getByRole('link', { name });

describe('/academics/calendar, Academic Calendar tab', () => {
  it('shows every event of the current session with its type and date', async () => {
    renderCalendar('/academics/calendar');
    const list = await screen.findByRole('region', { name: 'Academic Events' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Academic Calendar & Timetable' }),
    ).toBeInTheDocument();
    expect(tab('Academic Calendar')).toHaveAttribute('aria-current', 'page');
    expect(tab('Class Timetable')).not.toHaveAttribute('aria-current');
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Mid-semester tests', 'Christmas break begins', 'Physics Week']);
    expect(within(list).getByText('February 8, 2027')).toBeInTheDocument();
    expect(within(list).getByText('Exam')).toHaveAttribute('data-type', 'exam');
    expect(within(list).getByText('One week of tests.')).toBeInTheDocument();
  });

  it('is titled for the page and the site', () => {
    const matches = [
      { id: 'root', data: { site: testSite, origin: 'https://physics.example.edu' } },
    ];
    const head = calendarRoute.meta({ matches } as never);
    expect(head).toContainEqual({ title: 'Academic Calendar & Timetable | PSA' });
  });

  it("starts at today, marks days with events, and shows a picked day's events", async () => {
    const { user } = renderCalendar('/academics/calendar');
    expect(await screen.findByRole('heading', { name: 'Select Date' })).toBeInTheDocument();
    expect(screen.getByText('Click on a date to view events')).toBeInTheDocument();
    const day = screen.getByRole('region', { name: 'Events on November 22, 2026' });
    expect(within(day).getByText('No events on this date')).toBeInTheDocument();

    await user.click(
      await screen.findByRole('button', { name: 'Monday, November 2, 2026, has events' }),
    );
    const picked = await screen.findByRole('region', { name: 'Events on November 2, 2026' });
    expect(within(picked).getByRole('heading', { name: 'Mid-semester tests' })).toBeInTheDocument();
    // Picking a date does not filter the list (spec §2).
    expect(
      within(screen.getByRole('region', { name: 'Academic Events' })).getAllByRole('heading', {
        level: 3,
      }),
    ).toHaveLength(3);
  });

  it('shows a break as a range of days, and lists it on every day it covers', async () => {
    const christmas = {
      ...event('e9', '2026-12-18', 'break', 'Christmas break'),
      endDate: '2027-01-03T00:00:00.000Z',
    };
    const { user } = renderCalendar(
      '/academics/calendar',
      calendarReads({ calendarEvents: { list: async () => [christmas] } }),
    );
    const list = await screen.findByRole('region', { name: 'Academic Events' });
    const item = within(list).getByRole('article');
    expect(item).toHaveTextContent('December 18, 2026–toJanuary 3, 2027');
    expect(within(item).getByText('January 3, 2027')).toHaveAttribute('datetime', '2027-01-03');

    // The month grid loads its code on first use: wait for the live one, then for December.
    await user.click(await screen.findByRole('button', { name: /next month/i }));
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Monday, December 28, 2026, has events' }),
    );
    const picked = await screen.findByRole('region', { name: 'Events on December 28, 2026' });
    expect(within(picked).getByRole('heading', { name: 'Christmas break' })).toBeInTheDocument();
  });

  it("shows another session's events when the address names it, and offers every session", async () => {
    renderCalendar('/academics/calendar?session=2025/2026');
    const list = await screen.findByRole('region', { name: 'Academic Events' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Old tests']);
    const picker = screen.getByRole('combobox', { name: 'Session' });
    expect(picker).toHaveValue('2025/2026');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026/2027 (current)', '2025/2026']);
    expect(screen.getByRole('form', { name: 'Choose a session' })).toHaveAttribute('method', 'get');
  });

  it('says so when there are no events', async () => {
    renderCalendar(
      '/academics/calendar',
      calendarReads({ calendarEvents: { list: async () => [] } }),
    );
    expect(
      await screen.findByText('No events found. Please check back later.'),
    ).toBeInTheDocument();
  });

  it('shows only the store message, in red, when a list fails, whatever the server said', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCalendar(
      '/academics/calendar',
      calendarReads({
        calendarEvents: { list: () => Promise.reject(new Error('Internal server error')) },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to fetch events$/);
    expect(alert).toHaveClass('text-destructive');
    expect(screen.queryByRole('navigation', { name: 'Calendar views' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Academic Events' })).not.toBeInTheDocument();
  });

  it('shows the timetable store message when the timetable fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCalendar(
      '/academics/calendar',
      calendarReads({ timetable: { list: () => Promise.reject(new Error('Unavailable')) } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch timetable$/);
  });

  it('offers the calendar subscription', async () => {
    renderCalendar('/academics/calendar');
    const subscribe = await screen.findByRole('link', {
      name: 'Subscribe to the academic calendar',
    });
    expect(subscribe).toHaveAttribute('href', 'webcal://physics.example.edu/api/calendar.ics');
    expect(
      screen.getByRole('link', { name: 'Download the academic calendar as .ics' }),
    ).toHaveAttribute('href', '/api/calendar.ics');
  });
});

describe('/academics/calendar, Class Timetable tab', () => {
  it('opens from a link with its selection, by day then start time, shared classes included', async () => {
    renderCalendar('/academics/calendar?tab=timetable&category=geophysics&level=300L');
    const table = await screen.findByRole('table', { name: 'Weekly classes: Geophysics, 300L' });
    expect(tab('Class Timetable')).toHaveAttribute('aria-current', 'page');
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
      'webcal://physics.example.edu/api/timetable.ics?category=geophysics&level=300L',
    );
    expect(screen.getByText(/from September 14, 2026 to January 29, 2027/)).toBeInTheDocument();
  });

  it('says when the semester dates are not set yet', async () => {
    renderCalendar(
      '/academics/calendar?tab=timetable&category=geophysics&level=300L',
      calendarReads({ semester: { get: async () => null } }),
    );
    expect(
      await screen.findByText(/Classes appear once the semester dates are set\./),
    ).toBeInTheDocument();
  });

  it('defaults to Pure Physics 100L, and remembers a new choice in the URL and a cookie', async () => {
    const { user, location } = renderCalendar('/academics/calendar');
    await user.click(await screen.findByRole('link', { name: 'Class Timetable' }));
    expect(await screen.findByRole('combobox', { name: 'Category' })).toHaveDisplayValue(
      'Pure Physics',
    );
    expect(location().search).toBe('?tab=timetable&category=pure-physics&level=100L');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveDisplayValue('100L');
    expect(screen.getByRole('cell', { name: 'PHY 101 General Physics I' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '200L');
    expect(
      await screen.findByRole('heading', { name: 'No Classes Scheduled' }),
    ).toBeInTheDocument();
    expect(location().search).toBe('?tab=timetable&category=pure-physics&level=200L');
    expect(document.cookie).toContain(`${SELECTION_COOKIE}=pure-physics.200L`);
    expect(
      screen.getByText('No timetable available for the selected category and level.'),
    ).toBeInTheDocument();
    expect(tab('Class Timetable')).toHaveAttribute(
      'href',
      '/academics/calendar?tab=timetable&category=pure-physics&level=200L',
    );
  });

  it('keeps both choices made before the page has read its data again', async () => {
    // Reads wait while `gate.held` is set: the address changes only once they are done.
    const gate: { held?: Promise<void> } = {};
    const reads = calendarReads({
      timetable: {
        list: async () => {
          await gate.held;
          return classes;
        },
      },
    });
    const { user, location } = renderCalendar('/academics/calendar?tab=timetable', reads);
    expect(
      await screen.findByRole('table', { name: 'Weekly classes: Pure Physics, 100L' }),
    ).toBeInTheDocument();
    let release!: () => void;
    gate.held = new Promise((resolve) => (release = resolve));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Geophysics');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), '300L');
    // Both show at once, though the address has not changed yet.
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Geophysics');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveDisplayValue('300L');
    expect(location().search).toBe('?tab=timetable');

    release();
    await waitFor(() =>
      expect(location().search).toBe('?tab=timetable&category=geophysics&level=300L'),
    );
    expect(
      await screen.findByRole('table', { name: 'Weekly classes: Geophysics, 300L' }),
    ).toBeInTheDocument();
    expect(document.cookie).toContain(`${SELECTION_COOKIE}=geophysics.300L`);
  });

  it('uses the remembered choice when the link gives none', async () => {
    document.cookie = `${SELECTION_COOKIE}=geophysics.300L; Path=/`;
    renderCalendar('/academics/calendar?tab=timetable');
    expect(
      await screen.findByRole('table', { name: 'Weekly classes: Geophysics, 300L' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Geophysics');
  });

  it("uses the student's own category and level when nothing else says", async () => {
    document.cookie = `${MY_CATEGORY_LEVEL_COOKIE}=industrial-physics.200L; Path=/`;
    const calendarTab = renderCalendar('/academics/calendar');
    // The tab's link already names the timetable it opens.
    expect(await screen.findByRole('link', { name: 'Class Timetable' })).toHaveAttribute(
      'href',
      '/academics/calendar?tab=timetable&category=industrial-physics&level=200L',
    );
    calendarTab.unmount();
    renderCalendar('/academics/calendar?tab=timetable');
    expect(
      await screen.findByRole('table', { name: 'Weekly classes: Industrial Physics, 200L' }),
    ).toBeInTheDocument();
  });
});
