import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/render';
import {
  setUpCalendarAdminTests,
  calendarApi,
  renderAdmin,
  callsTo,
} from './calendar-admin.harness';

setUpCalendarAdminTests();

const invalid = (fields: Record<string, string>) => () =>
  jsonResponse({ error: 'Invalid request', fields }, { status: 400 });

describe('/admin/calendar forms: the contract’s rules, and the server’s field messages', () => {
  it('wants a class to end after it starts, and focuses the end', async () => {
    const api = calendarApi();
    const { user } = renderAdmin('/admin/calendar?tab=timetable');
    await screen.findByRole('region', { name: 'Class Timetable' });
    await user.type(screen.getByLabelText('Start'), '11:00');
    await user.type(screen.getByLabelText('End'), '09:00');
    await user.type(screen.getByRole('textbox', { name: 'Course' }), 'PHY 101');
    await user.type(screen.getByRole('textbox', { name: 'Venue' }), 'Hall A');
    await user.click(screen.getByRole('button', { name: 'Add Class' }));
    const end = screen.getByLabelText('End');
    await waitFor(() =>
      expect(end).toHaveAccessibleDescription('End time must be after the start time'),
    );
    expect(end).toHaveFocus();
    expect(callsTo(api.calls, 'POST', '/api/timetable')).toHaveLength(0);
  });

  it('shows the server’s message for a class field under that field', async () => {
    calendarApi({}, { 'POST /api/timetable': invalid({ course: 'is already on the timetable' }) });
    const { user } = renderAdmin('/admin/calendar?tab=timetable');
    await screen.findByRole('region', { name: 'Class Timetable' });
    await user.type(screen.getByLabelText('Start'), '09:00');
    await user.type(screen.getByLabelText('End'), '10:00');
    await user.type(screen.getByRole('textbox', { name: 'Course' }), 'PHY 101');
    await user.type(screen.getByRole('textbox', { name: 'Venue' }), 'Hall A');
    await user.click(screen.getByRole('button', { name: 'Add Class' }));
    const course = screen.getByRole('textbox', { name: 'Course' });
    expect(
      await screen.findByText('Course is already on the timetable', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(course).toHaveAccessibleDescription('Course is already on the timetable');
    expect(course).toHaveFocus();
  });

  it('shows the server’s message for an event field under that field', async () => {
    calendarApi({}, { 'POST /api/events': invalid({ event: 'must be one line' }) });
    const { user } = renderAdmin('/admin/calendar');
    await screen.findByRole('region', { name: 'Academic Events' });
    await user.type(screen.getByRole('textbox', { name: 'Event Name' }), 'Orientation');
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    const name = screen.getByRole('textbox', { name: 'Event Name' });
    expect(
      await screen.findByText('Event name must be one line', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Event name must be one line');
  });

  it('asks for both semester days, and a semester of at most a year', async () => {
    const api = calendarApi();
    const { user } = renderAdmin('/admin/calendar?tab=timetable');
    const save = await screen.findByRole('button', { name: 'Save semester dates' });
    await user.click(save);
    // The form's check runs asynchronously (react-hook-form's resolver).
    await waitFor(() =>
      expect(screen.getByLabelText('First day')).toHaveAccessibleDescription(
        'First day is required',
      ),
    );
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription('Last day is required');
    await user.type(screen.getByLabelText('First day'), '2026-09-14');
    await user.type(screen.getByLabelText('Last day'), '2028-01-29');
    await user.click(save);
    await waitFor(() =>
      expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription(
        'A semester can run at most 366 days',
      ),
    );
    expect(callsTo(api.calls, 'PUT', '/api/semester')).toHaveLength(0);
  });
});
