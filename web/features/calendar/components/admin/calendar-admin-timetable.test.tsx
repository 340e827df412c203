import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  setUpCalendarAdminTests,
  calendarApi,
  renderAdmin,
  callsTo,
} from './calendar-admin.harness';

setUpCalendarAdminTests();

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
    // The form's check runs asynchronously (react-hook-form's resolver).
    await waitFor(() =>
      expect(screen.getByLabelText('Start')).toHaveAccessibleDescription('Start time is required'),
    );
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
    // The form's check runs asynchronously (react-hook-form's resolver).
    await waitFor(() =>
      expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription(
        'Last day must be after the first day',
      ),
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
