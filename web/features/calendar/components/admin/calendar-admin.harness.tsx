import { configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { CalendarEvent } from '@contract/calendar';
import { clockTimesOf } from '@contract/class-time';
import type { TimetableClass } from '@contract/timetable';
import { toast } from 'sonner';
import { Toaster } from '@/components/ui/sonner';
import { fakeApi, installRadixShims, type ApiCall } from '@/test/admin';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { CalendarAdmin } from './calendar-admin';

/**
 * What the /admin/calendar tests share: their set-up (a fixed clock, Radix shims, toasts cleared),
 * an in-memory calendar API, and the page rendered with its toaster.
 */
export function setUpCalendarAdminTests(): void {
  configure({ asyncUtilTimeout: 5000 });
  // Typing into a page this size is slow in jsdom on a busy machine.
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(installRadixShims);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 10));
  });
  afterEach(() => {
    // Toasts live in sonner's module state, not in the rendered tree: clear them between tests.
    toast.dismiss();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

const calendarEvent = (id: string, name: string, date: string, type: CalendarEvent['type']) => ({
  _id: id,
  id,
  event: name,
  description: `About ${name}.`,
  date: `${date}T00:00:00.000Z`,
  type,
  session: '2026/2027',
});

export function lesson(id: string, overrides: Partial<TimetableClass> = {}): TimetableClass {
  const time = overrides.time ?? '8:00 AM - 10:00 AM';
  return {
    _id: id,
    id,
    day: 'Monday',
    course: `Course ${id}`,
    venue: 'Lab 2',
    lecturer: 'Dr. A. Eze',
    category: 'industrial-physics',
    level: '200L',
    ...overrides,
    time,
    ...clockTimesOf(time),
  };
}

/** A small in-memory calendar API. */
export function calendarApi(
  options: { events?: CalendarEvent[]; classes?: TimetableClass[] } = {},
  overrides: Parameters<typeof fakeApi>[0] = {},
) {
  let events: CalendarEvent[] = options.events ?? [
    calendarEvent('e1', 'Mid-semester tests', '2026-11-02', 'exam'),
    calendarEvent('e2', 'Christmas break begins', '2026-12-18', 'break'),
  ];
  let classes: TimetableClass[] = options.classes ?? [
    lesson('c1', { course: 'IPH 201 Electronics I' }),
    lesson('c2', { course: 'MTH 201 Methods', category: 'all', day: 'Saturday' }),
  ];
  let next = 100;
  const newId = () => `n${(next += 1)}`;
  const asEvent = (body: Record<string, string>, id: string): CalendarEvent => ({
    _id: id,
    id,
    event: body.event ?? '',
    description: body.description ?? '',
    date: `${(body.date ?? '').slice(0, 10)}T00:00:00.000Z`,
    ...(body.endDate ? { endDate: `${body.endDate.slice(0, 10)}T00:00:00.000Z` } : {}),
    type: (body.type ?? 'academic') as CalendarEvent['type'],
    session: body.session ?? '2026/2027',
  });
  const asClass = (body: Record<string, string>, id: string): TimetableClass =>
    lesson(id, {
      day: body.day as TimetableClass['day'],
      time: body.startTime ? `${body.startTime}-${body.endTime}` : body.time,
      course: body.course,
      venue: body.venue,
      lecturer: body.lecturer,
      category: body.category as TimetableClass['category'],
      level: body.level as TimetableClass['level'],
    });
  const handlers: Parameters<typeof fakeApi>[0] = {
    'GET /api/events': () => jsonResponse(events),
    'POST /api/events': ({ body }) => {
      const created = asEvent(body as Record<string, string>, newId());
      events = [...events, created];
      return jsonResponse(created, { status: 201 });
    },
    'DELETE /api/events/e1': () => {
      events = events.filter((item) => item._id !== 'e1');
      return new Response(null, { status: 204 });
    },
    'PATCH /api/events/e2': ({ body }) => {
      const updated = asEvent(body as Record<string, string>, 'e2');
      events = events.map((item) => (item._id === 'e2' ? updated : item));
      return jsonResponse(updated);
    },
    'GET /api/timetable': () => jsonResponse(classes),
    'POST /api/timetable': ({ body, search }) => {
      const values = body as Record<string, string>;
      if (values.venue === 'Lab 2' && !search.includes('allowClash=true')) {
        return jsonResponse(
          {
            error:
              'Clashes with IPH 201 Electronics I on Monday, 8:00 AM - 10:00 AM in Lab 2 (same venue)',
            clashes: [],
          },
          { status: 409 },
        );
      }
      const created = asClass(values, newId());
      classes = [...classes, created];
      return jsonResponse(created, { status: 201 });
    },
    'PATCH /api/timetable/c1': ({ body }) => {
      const updated = { ...classes[0]!, ...(body as object) } as TimetableClass;
      classes = classes.map((item) => (item._id === 'c1' ? updated : item));
      return jsonResponse(updated);
    },
    'DELETE /api/timetable/c1': () => {
      classes = classes.filter((item) => item._id !== 'c1');
      return new Response(null, { status: 204 });
    },
    'GET /api/timetable/draft': () => jsonResponse([]),
    'GET /api/semester': () => jsonResponse({ semester: null }),
    'PUT /api/semester': ({ body }) => {
      const { startDate, endDate } = body as { startDate: string; endDate: string };
      return jsonResponse({
        semester: { startDate: `${startDate}T00:00:00.000Z`, endDate: `${endDate}T00:00:00.000Z` },
      });
    },
    ...overrides,
  };
  const api = fakeApi(handlers);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return api;
}

export function renderAdmin(path = '/admin/calendar') {
  return renderWithRouter(
    <>
      <CalendarAdmin />
      <Toaster />
    </>,
    { path },
  );
}

export const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
