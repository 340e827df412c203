import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@contract/calendar';
import { clockTimesOf } from '@contract/class-time';
import type { TimetableClass } from '@contract/timetable';
import { toast } from 'sonner';
import { Toaster } from '@/components/ui/sonner';
import { fakeApi, installRadixShims, type ApiCall } from '@/test/admin';
import { jsonResponse, renderWithRouter } from '@/test/render';
import { CalendarAdmin } from './calendar-admin';

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

const calendarEvent = (id: string, name: string, date: string, type: CalendarEvent['type']) => ({
  _id: id,
  id,
  event: name,
  description: `About ${name}.`,
  date: `${date}T00:00:00.000Z`,
  type,
});

function lesson(id: string, overrides: Partial<TimetableClass> = {}): TimetableClass {
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
function calendarApi(
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
    type: (body.type ?? 'academic') as CalendarEvent['type'],
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
  vi.stubGlobal('fetch', api.fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return api;
}

function renderAdmin(path = '/admin/calendar') {
  return renderWithRouter(
    <>
      <CalendarAdmin />
      <Toaster />
    </>,
    { path },
  );
}

const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('/admin/calendar, Events', () => {
  it('shows the form beside the list of events with their type, description and date', async () => {
    calendarApi();
    renderAdmin();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Academic Calendar Admin' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('region', { name: 'Academic Events' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Exam')).toBeInTheDocument();
    expect(within(items[0]!).getByText('About Mid-semester tests.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('November 2, 2026')).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('button', { name: 'Edit Mid-semester tests' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Event' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    // The date picker starts at today.
    expect(
      screen.getByRole('button', { name: 'Today, Sunday, November 22, 2026, selected' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Event Type' })).toHaveTextContent('Academic');
  });

  it('says so when there are no events', async () => {
    calendarApi({ events: [] });
    renderAdmin();
    expect(await screen.findByText('No events found. Add your first event.')).toBeInTheDocument();
  });

  it('requires the event name, inline, and sends nothing without it', async () => {
    const api = calendarApi();
    const { user } = renderAdmin();
    await screen.findByRole('region', { name: 'Academic Events' });
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const name = screen.getByRole('textbox', { name: 'Event Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Event name is required');
    expect(callsTo(api.calls, 'POST', '/api/events')).toHaveLength(0);
  });

  it('adds an event on the picked date, appends it, and says so', async () => {
    const api = calendarApi();
    const { user } = renderAdmin();
    await screen.findByRole('region', { name: 'Academic Events' });
    await user.type(screen.getByRole('textbox', { name: 'Event Name' }), 'Lab safety week');
    await user.click(screen.getByRole('button', { name: 'Wednesday, November 25, 2026' }));
    await user.click(screen.getByRole('combobox', { name: 'Event Type' }));
    await user.click(await screen.findByRole('option', { name: 'General' }));
    await user.click(screen.getByRole('button', { name: 'Add Event' }));

    expect(await screen.findByText('Event added')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/api/events')[0]?.body).toEqual({
      event: 'Lab safety week',
      description: '',
      date: '2026-11-25',
      type: 'general',
    });
    const items = within(screen.getByRole('region', { name: 'Academic Events' })).getAllByRole(
      'listitem',
    );
    expect(within(items.at(-1)!).getByRole('heading', { name: 'Lab safety week' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Event Name' })).toHaveValue('');
  });

  it('edits an event with Update Event, or leaves edit mode with Cancel', async () => {
    const api = calendarApi();
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Edit Christmas break begins' }));
    const name = screen.getByRole('textbox', { name: 'Event Name' });
    expect(name).toHaveValue('Christmas break begins');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Event Name' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Edit Christmas break begins' }));
    await user.clear(screen.getByRole('textbox', { name: 'Event Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Event Name' }), 'Christmas break');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', '/api/events/e2')[0]?.body).toMatchObject({
      id: 'e2',
      event: 'Christmas break',
      date: '2026-12-18',
      type: 'break',
    });
    expect(screen.getByRole('heading', { name: 'Christmas break' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Event' })).toBeInTheDocument();
  });

  it('deletes at once, without asking, and Undo brings the event back', async () => {
    const api = calendarApi();
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete Mid-semester tests' }));
    const deleted = (await screen.findByText('Event deleted')).closest('li')!;
    expect(callsTo(api.calls, 'DELETE', '/api/events/e1')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Mid-semester tests' })).not.toBeInTheDocument();

    await user.click(within(deleted).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Event restored')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/api/events')[0]?.body).toEqual({
      event: 'Mid-semester tests',
      description: 'About Mid-semester tests.',
      date: '2026-11-02T00:00:00.000Z',
      type: 'exam',
    });
    expect(screen.getByRole('heading', { name: 'Mid-semester tests' })).toBeInTheDocument();
  });

  it("answers a failed save with the spec's store message", async () => {
    calendarApi(
      {},
      { 'POST /api/events': () => jsonResponse({ error: 'Database down' }, { status: 500 }) },
    );
    const { user } = renderAdmin();
    await screen.findByRole('region', { name: 'Academic Events' });
    await user.type(screen.getByRole('textbox', { name: 'Event Name' }), 'Orientation');
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Failed to add event')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
  });

  it('shows the store message when the events fail to load', async () => {
    calendarApi({}, { 'GET /api/events': () => jsonResponse({}, { status: 500 }) });
    renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch events');
  });
});

describe('/admin/calendar, Timetable', () => {
  it('lists classes with the category as words, and starts the form at the defaults', async () => {
    calendarApi();
    renderAdmin('/admin/calendar?tab=timetable');
    const list = await screen.findByRole('region', { name: 'Class Timetable' });
    const [electronics, methods] = await within(list).findAllByRole('listitem');
    expect(within(electronics!).getByText('industrial physics')).toBeInTheDocument();
    expect(within(electronics!).getByText('200L')).toBeInTheDocument();
    expect(within(electronics!).getByText('Monday, 8:00 AM - 10:00 AM')).toBeInTheDocument();
    expect(within(electronics!).getByText('Lab 2')).toBeInTheDocument();
    expect(within(electronics!).getByText('Dr. A. Eze')).toBeInTheDocument();
    expect(within(methods!).getByText('All Categories')).toBeInTheDocument();

    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveTextContent('Monday');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Pure Physics');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveTextContent('100L');
    expect(screen.getByRole('button', { name: 'Add Class' })).toBeInTheDocument();
  });

  it('says so when there are no classes', async () => {
    calendarApi({ classes: [] });
    renderAdmin('/admin/calendar?tab=timetable');
    expect(await screen.findByText('No classes found. Add your first class.')).toBeInTheDocument();
  });

  it('requires the time, course and venue, inline', async () => {
    const api = calendarApi();
    const { user } = renderAdmin('/admin/calendar?tab=timetable');
    await screen.findByRole('region', { name: 'Class Timetable' });
    await user.click(screen.getByRole('button', { name: 'Add Class' }));
    expect(screen.getByLabelText('Start')).toHaveAccessibleDescription('Start time is required');
    expect(screen.getByLabelText('End')).toHaveAccessibleDescription('End time is required');
    expect(screen.getByRole('textbox', { name: 'Course' })).toHaveAccessibleDescription(
      'Course is required',
    );
    expect(screen.getByRole('textbox', { name: 'Venue' })).toHaveAccessibleDescription(
      'Venue is required',
    );
    expect(screen.getByRole('textbox', { name: 'Lecturer (optional)' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(callsTo(api.calls, 'POST', '/api/timetable')).toHaveLength(0);
  });

  it('shows a clash and saves anyway when asked', async () => {
    const api = calendarApi();
    const { user } = renderAdmin('/admin/calendar?tab=timetable');
    await screen.findByRole('region', { name: 'Class Timetable' });
    await user.type(screen.getByLabelText('Start'), '09:00');
    await user.type(screen.getByLabelText('End'), '11:00');
    await user.type(screen.getByRole('textbox', { name: 'Course' }), 'IPH 205 Workshop');
    await user.type(screen.getByRole('textbox', { name: 'Venue' }), 'Lab 2');
    await user.click(screen.getByRole('button', { name: 'Add Class' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This class clashes with another');
    expect(alert).toHaveTextContent(
      'Clashes with IPH 201 Electronics I on Monday, 8:00 AM - 10:00 AM in Lab 2 (same venue)',
    );
    expect(callsTo(api.calls, 'POST', '/api/timetable')[0]?.body).toEqual({
      day: 'Monday',
      startTime: '09:00',
      endTime: '11:00',
      course: 'IPH 205 Workshop',
      venue: 'Lab 2',
      lecturer: '',
      category: 'pure-physics',
      level: '100L',
    });

    await user.click(within(alert).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Class added')).toBeInTheDocument();
    const saved = callsTo(api.calls, 'POST', '/api/timetable');
    expect(saved).toHaveLength(2);
    expect(saved[1]?.search).toBe('?allowClash=true');
    expect(screen.getByRole('heading', { name: 'IPH 205 Workshop' })).toBeInTheDocument();
  });

  it('edits a class with Update Class, sending the start and end', async () => {
    const api = calendarApi();
    const { user } = renderAdmin('/admin/calendar?tab=timetable');
    await user.click(
      await screen.findByRole('button', {
        name: 'Edit IPH 201 Electronics I, Monday 8:00 AM - 10:00 AM',
      }),
    );
    expect(screen.getByLabelText('Start')).toHaveValue('08:00');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Industrial Physics',
    );
    await user.clear(screen.getByRole('textbox', { name: 'Venue' }));
    await user.type(screen.getByRole('textbox', { name: 'Venue' }), 'Electronics Lab');
    await user.click(screen.getByRole('button', { name: 'Update Class' }));
    expect(await screen.findByText('Class updated')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', '/api/timetable/c1')[0]?.body).toMatchObject({
      id: 'c1',
      startTime: '08:00',
      endTime: '10:00',
      venue: 'Electronics Lab',
      category: 'industrial-physics',
      level: '200L',
    });
  });

  it('deletes a class at once and Undo restores it, clash or not', async () => {
    const api = calendarApi();
    const { user } = renderAdmin('/admin/calendar?tab=timetable');
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete IPH 201 Electronics I, Monday 8:00 AM - 10:00 AM',
      }),
    );
    const deleted = (await screen.findByText('Class deleted')).closest('li')!;
    await user.click(within(deleted).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Class restored')).toBeInTheDocument();
    const [restore] = callsTo(api.calls, 'POST', '/api/timetable');
    expect(restore?.search).toBe('?allowClash=true');
    expect(restore?.body).toMatchObject({
      time: '8:00 AM - 10:00 AM',
      course: 'IPH 201 Electronics I',
    });
  });

  it('sets the semester dates', async () => {
    const api = calendarApi();
    const { user } = renderAdmin('/admin/calendar?tab=timetable');
    expect(await screen.findByText(/Not set yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('First day'), '2026-09-14');
    await user.type(screen.getByLabelText('Last day'), '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Save semester dates' }));
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription(
      'Last day must be after the first day',
    );
    await user.clear(screen.getByLabelText('Last day'));
    await user.type(screen.getByLabelText('Last day'), '2027-01-29');
    await user.click(screen.getByRole('button', { name: 'Save semester dates' }));
    expect(await screen.findByText('Semester dates saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(api.calls, 'PUT', '/api/semester')[0]?.body).toEqual({
        startDate: '2026-09-14',
        endDate: '2027-01-29',
      }),
    );
  });
});
