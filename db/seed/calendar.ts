import type { CalendarEventType } from '../../contract/constants';
import type { CalendarEventValues } from '../repositories/calendar-events';

/** Date, type, name, description and, for a break or exam period, its last day. */
const events: [string, CalendarEventType, string, string, string?][] = [
  // The original product's sample calendar: 2025/2026 first semester.
  [
    '2025-09-01',
    'academic',
    'Resumption of students',
    'Halls open and the 2025/2026 session begins.',
  ],
  ['2025-09-08', 'academic', 'First-semester lectures begin', 'Lectures start for all levels.'],
  [
    '2025-09-26',
    'academic',
    'Course registration closes',
    'Last day to register first-semester courses.',
  ],
  ['2025-10-01', 'break', 'Independence Day holiday', 'No lectures.'],
  ['2025-10-27', 'exam', 'Mid-semester tests', 'Tests run for one week in lecture periods.'],
  ['2025-12-19', 'break', 'Christmas break', 'Lectures pause for the holidays.', '2026-01-04'],
  ['2026-01-05', 'academic', 'Lectures resume', 'Lectures continue after the break.'],
  ['2026-01-30', 'academic', 'End of first-semester lectures', 'Revision week follows.'],
  [
    '2026-02-10',
    'exam',
    'First-semester examinations begin',
    'See the examination timetable for your courses.',
  ],
  // The current session, 2026/2027.
  ['2026-09-07', 'academic', 'Resumption of students', 'The 2026/2027 session begins.'],
  ['2026-09-14', 'academic', 'First-semester lectures begin', 'Lectures start for all levels.'],
  ['2026-10-01', 'break', 'Independence Day holiday', 'No lectures.'],
  ['2026-11-02', 'exam', 'Mid-semester tests', 'Tests run for one week in lecture periods.'],
  [
    '2026-11-30',
    'academic',
    'Course registration closes',
    'Extended deadline for first-semester registration.',
  ],
  [
    '2026-12-05',
    'general',
    'Quantum Computing Workshop',
    'Organised by the association; see Events.',
  ],
  ['2026-12-18', 'break', 'Christmas break', 'Lectures pause for the holidays.', '2027-01-03'],
  ['2027-01-04', 'academic', 'Lectures resume', 'Lectures continue after the break.'],
  ['2027-01-29', 'academic', 'End of first-semester lectures', 'Revision week follows.'],
  [
    '2027-02-08',
    'exam',
    'First-semester examinations begin',
    'See the examination timetable for your courses.',
  ],
  ['2027-03-01', 'break', 'Inter-semester break', 'One week between semesters.'],
  ['2027-03-08', 'academic', 'Second-semester lectures begin', 'Lectures start for all levels.'],
  ['2027-04-12', 'general', 'Physics Week', 'The association’s annual week of events.'],
  [
    '2027-06-21',
    'exam',
    'Second-semester examinations begin',
    'See the examination timetable for your courses.',
  ],
];

export function sampleCalendarEvents(): CalendarEventValues[] {
  return events.map(([date, type, event, description, endDate]) => ({
    date: `${date}T00:00:00.000Z`,
    endDate: endDate && `${endDate}T00:00:00.000Z`,
    type,
    event,
    description,
  }));
}
