import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/render';
import {
  setUpCalendarAdminTests,
  calendarApi,
  renderAdmin,
  callsTo,
} from './calendar-admin.harness';
import { formSettled } from '@/test/frames';

setUpCalendarAdminTests();

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
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
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
      endDate: '',
      type: 'general',
    });
    const items = within(screen.getByRole('region', { name: 'Academic Events' })).getAllByRole(
      'listitem',
    );
    expect(within(items.at(-1)!).getByRole('heading', { name: 'Lab safety week' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Event Name' })).toHaveValue('');
  });

  it('files an event under a session typed in, checked like the server checks it', async () => {
    const api = calendarApi();
    const { user } = renderAdmin();
    await screen.findByRole('region', { name: 'Academic Events' });
    await user.type(screen.getByRole('textbox', { name: 'Event Name' }), 'Late resumption');
    const session = screen.getByRole('textbox', { name: 'Session' });
    await user.type(session, '2025/2027');
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    await waitFor(() =>
      expect(session).toHaveAccessibleDescription(
        /Session must be two years in a row, like 2026\/2027/,
      ),
    );
    expect(callsTo(api.calls, 'POST', '/api/events')).toHaveLength(0);

    await user.clear(session);
    await user.type(session, '2025/2026');
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(await screen.findByText('Event added')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', '/api/events')[0]?.body).toMatchObject({
      event: 'Late resumption',
      session: '2025/2026',
    });
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

  it('gives a break an end date, not before its start, and lists it as a range', async () => {
    const api = calendarApi();
    const { user } = renderAdmin();
    const edit = await screen.findByRole('button', { name: 'Edit Christmas break begins' });
    // Only breaks and exams have one.
    expect(screen.queryByLabelText(/End date/)).not.toBeInTheDocument();

    await user.click(edit);
    const end = screen.getByLabelText('End date (optional)');
    expect(end).toHaveAttribute('min', '2026-12-18');
    await user.type(end, '2026-12-17');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
    expect(end).toHaveAccessibleDescription(/End date must not be before the start date$/);
    expect(callsTo(api.calls, 'PATCH', '/api/events/e2')).toHaveLength(0);

    await user.clear(end);
    await user.type(end, '2027-01-03');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', '/api/events/e2')[0]?.body).toMatchObject({
      date: '2026-12-18',
      endDate: '2027-01-03',
      type: 'break',
    });
    const item = screen.getByRole('heading', { name: 'Christmas break begins' }).closest('li')!;
    expect(within(item).getByText('January 3, 2027')).toHaveAttribute('datetime', '2027-01-03');
  });

  it('Edit focuses the form; leaving changes unsaved (Cancel, or Edit on another row) asks first', async () => {
    calendarApi();
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Edit Christmas break begins' }));
    const name = screen.getByRole('textbox', { name: 'Event Name' });
    expect(name).toHaveFocus();
    await formSettled();
    await user.type(name, ' (moved)');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('textbox', { name: 'Event Name' })).toHaveValue(
      'Christmas break begins (moved)',
    );

    await user.click(screen.getByRole('button', { name: 'Edit Mid-semester tests' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Event Name' })).toHaveValue('Mid-semester tests');
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
