import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../contract/calendar';
import { clockTimesOf } from '../../../contract/class-time';
import type { TimetableClass } from '../../../contract/timetable';
import {
  events,
  get,
  occurrences,
  prop,
  readICalendar,
  unescapeText,
} from '../../test/icalendar-reader';
import {
  academicCalendarFeed,
  blockedDays,
  calendarEventUid,
  timetableClassUid,
  timetableFeed,
  timetableFileName,
} from './feeds';
import { timeZoneComponent, zonedToUtc } from '../../lib/icalendar-zone';

const now = new Date('2026-11-22T09:30:00.000Z');
const options = { siteName: "Physics Students' Association", now };

const calendarEvent = (
  id: string,
  date: string,
  type: CalendarEvent['type'],
  event = `Event ${id}`,
  description = '',
): CalendarEvent => ({
  _id: id,
  id,
  event,
  description,
  date: `${date}T00:00:00.000Z`,
  type,
  session: '2026/2027',
});

function lesson(
  id: string,
  day: TimetableClass['day'],
  time: string,
  extra: Partial<TimetableClass> = {},
): TimetableClass {
  return {
    _id: id,
    id,
    day,
    time,
    ...clockTimesOf(time),
    course: `Course ${id}`,
    venue: 'Lab 2',
    lecturer: 'Dr. A. Eze',
    category: 'geophysics',
    level: '200L',
    ...extra,
  };
}

describe('academicCalendarFeed', () => {
  it('writes every event as an all-day event with a stable UID', () => {
    const ics = academicCalendarFeed(
      [
        calendarEvent(
          'e1',
          '2026-12-31',
          'break',
          'New Year; holiday, no lectures',
          'Back on 4 January',
        ),
        calendarEvent('e2', '2027-02-08', 'exam', 'Exams begin', 'x'.repeat(300)),
      ],
      options,
    );
    const calendar = readICalendar(ics);
    expect(get(calendar, 'PRODID')).toBe("-//Physics Students' Association//Academic calendar//EN");
    expect(get(calendar, 'X-WR-CALNAME')).toBe("Physics Students' Association: Academic Calendar");
    const [first, second] = events(calendar);
    expect(get(first!, 'UID')).toBe(calendarEventUid('e1'));
    expect(get(first!, 'DTSTAMP')).toBe('20261122T093000Z');
    expect(prop(first!, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { VALUE: 'DATE' },
      value: '20261231',
    });
    expect(get(first!, 'DTEND')).toBe('20270101');
    expect(unescapeText(get(first!, 'SUMMARY')!)).toBe('New Year; holiday, no lectures');
    expect(get(first!, 'SUMMARY')).toBe('New Year\\; holiday\\, no lectures');
    expect(get(first!, 'CATEGORIES')).toBe('Break');
    expect(get(second!, 'DESCRIPTION')).toBe('x'.repeat(300));
    expect(ics.split('\r\n').length).toBeGreaterThan(25); // The long description was folded.
  });

  it('is a valid empty calendar when there are no events', () => {
    expect(events(readICalendar(academicCalendarFeed([], options)))).toEqual([]);
  });
});

describe('timetableFeed', () => {
  const semester = { startDate: '2026-09-14T00:00:00.000Z', endDate: '2027-01-29T00:00:00.000Z' };
  const calendar = [
    calendarEvent('b1', '2026-10-01', 'break'), // Thursday
    calendarEvent('x1', '2026-11-04', 'exam'), // Wednesday
    calendarEvent('a1', '2026-11-11', 'academic'), // Wednesday: classes still meet.
    calendarEvent('b2', '2026-12-23', 'break'), // Wednesday
    calendarEvent('b3', '2027-03-03', 'break'), // Wednesday, after the semester.
  ];
  const feedOptions = { ...options, timeZone: 'Africa/Lagos', title: 'Geophysics 200L' };

  it('repeats each class weekly over the semester in the configured zone', () => {
    const classes = [
      lesson('c1', 'Wednesday', '8:00 AM - 10:00 AM', { course: 'GPH 201, Physics of the Earth' }),
      lesson('c2', 'Monday', '14:00', { lecturer: '' }),
      lesson('c3', 'Saturday', 'TBA'),
    ];
    const ics = timetableFeed(classes, semester, blockedDays(calendar), feedOptions);
    const parsed = readICalendar(ics);
    // It says it is the timetable, not the academic calendar.
    expect(get(parsed, 'PRODID')).toBe("-//Physics Students' Association//Class timetable//EN");
    expect(unescapeText(get(parsed, 'X-WR-CALNAME')!)).toBe(
      "Physics Students' Association: Class Timetable, Geophysics 200L",
    );
    expect(unescapeText(get(parsed, 'NAME')!)).toBe(
      "Physics Students' Association: Class Timetable, Geophysics 200L",
    );

    const [zone] = parsed.components.filter((c) => c.name === 'VTIMEZONE');
    expect(get(zone!, 'TZID')).toBe('Africa/Lagos');
    expect(
      zone!.components.map((c) => [c.name, get(c, 'TZOFFSETFROM'), get(c, 'TZOFFSETTO')]),
    ).toEqual([['STANDARD', '+0100', '+0100']]);

    const [wednesday, monday, ...rest] = events(parsed);
    expect(rest).toEqual([]); // 'TBA' cannot be placed in a calendar.
    expect(get(wednesday!, 'UID')).toBe(timetableClassUid('c1'));
    expect(prop(wednesday!, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'Africa/Lagos' },
      value: '20260916T080000',
    });
    expect(get(wednesday!, 'DTEND')).toBe('20260916T100000');
    // The semester's last day ends at 23:59:59 in Lagos, 22:59:59 UTC.
    expect(get(wednesday!, 'RRULE')).toBe('FREQ=WEEKLY;UNTIL=20270129T225959Z');
    expect(get(wednesday!, 'EXDATE')).toBe('20261104T080000,20261223T080000');
    expect(unescapeText(get(wednesday!, 'SUMMARY')!)).toBe('GPH 201, Physics of the Earth');
    expect(get(wednesday!, 'LOCATION')).toBe('Lab 2');
    expect(unescapeText(get(wednesday!, 'DESCRIPTION')!)).toBe(
      'Lecturer: Dr. A. Eze\nGeophysics, 200L\nTime: 8:00 AM - 10:00 AM',
    );

    const dates = occurrences(wednesday!, '20270129T235959');
    expect(dates[0]).toBe('20260916T080000');
    expect(dates.at(-1)).toBe('20270127T080000');
    expect(dates).not.toContain('20261104T080000');
    expect(dates).toContain('20261111T080000');
    expect(dates).toHaveLength(20 - 2);

    // A start without an end is given an hour; the first Monday is the semester's first day.
    expect(get(monday!, 'DTSTART')).toBe('20260914T140000');
    expect(get(monday!, 'DTEND')).toBe('20260914T150000');
    expect(prop(monday!, 'EXDATE')).toBeUndefined();
    expect(unescapeText(get(monday!, 'DESCRIPTION')!)).toBe('Geophysics, 200L\nTime: 14:00');
  });

  it('meets on no day of a break or exam period, from its first day to its last', () => {
    const christmas = {
      ...calendarEvent('b9', '2026-12-18', 'break'),
      endDate: '2027-01-03T00:00:00.000Z',
    };
    const blocked = blockedDays([christmas]);
    expect(blocked.size).toBe(17);
    const ics = timetableFeed(
      [lesson('c1', 'Wednesday', '8:00 AM - 10:00 AM'), lesson('c2', 'Friday', '12:00')],
      semester,
      blocked,
      feedOptions,
    );
    const [wednesday, friday] = events(readICalendar(ics));
    const inBreak = (day: string) => day >= '20261218' && day < '20270104';
    expect(occurrences(wednesday!, '20270129T235959').filter(inBreak)).toEqual([]);
    expect(occurrences(friday!, '20270129T235959').filter(inBreak)).toEqual([]);
    expect(get(friday!, 'EXDATE')).toBe('20261218T120000,20261225T120000,20270101T120000');
    // The academic calendar shows the period over all its days.
    const period = events(readICalendar(academicCalendarFeed([christmas], options)))[0]!;
    expect(get(period, 'DTSTART')).toBe('20261218');
    expect(get(period, 'DTEND')).toBe('20270104');
  });

  it('has no classes until the semester is set', () => {
    const ics = timetableFeed(
      [lesson('c1', 'Monday', '8:00 AM - 10:00 AM')],
      null,
      new Set(),
      feedOptions,
    );
    const parsed = readICalendar(ics);
    expect(events(parsed)).toEqual([]);
    expect(unescapeText(get(parsed, 'X-WR-CALDESC')!)).toContain(
      'The semester dates are not set yet.',
    );
  });

  it('leaves out a class whose day does not come before the semester ends', () => {
    const short = { startDate: '2026-09-14T00:00:00.000Z', endDate: '2026-09-15T00:00:00.000Z' };
    const ics = timetableFeed(
      [lesson('c1', 'Friday', '8:00 AM - 10:00 AM')],
      short,
      new Set(),
      feedOptions,
    );
    expect(events(readICalendar(ics))).toEqual([]);
  });

  it('describes a zone with summer time, and ends the recurrence in UTC from it', () => {
    const ics = timetableFeed(
      [lesson('c1', 'Monday', '9:00 AM - 11:00 AM')],
      { startDate: '2026-09-14T00:00:00.000Z', endDate: '2027-01-29T00:00:00.000Z' },
      new Set(),
      { ...feedOptions, timeZone: 'Europe/London' },
    );
    const parsed = readICalendar(ics);
    const [zone] = parsed.components.filter((c) => c.name === 'VTIMEZONE');
    expect(
      zone!.components.map((c) => [
        c.name,
        get(c, 'DTSTART'),
        get(c, 'TZOFFSETFROM'),
        get(c, 'TZOFFSETTO'),
      ]),
    ).toEqual([
      ['STANDARD', '20260101T000000', '+0000', '+0000'],
      ['DAYLIGHT', '20260329T010000', '+0000', '+0100'],
      ['STANDARD', '20261025T020000', '+0100', '+0000'],
      ['DAYLIGHT', '20270328T010000', '+0000', '+0100'],
      ['STANDARD', '20271031T020000', '+0100', '+0000'],
    ]);
    expect(get(events(parsed)[0]!, 'RRULE')).toBe('FREQ=WEEKLY;UNTIL=20270129T235959Z');
  });
});

describe('time zones', () => {
  it('turns wall-clock times into instants, across summer time', () => {
    const wall = (iso: string) => Date.parse(`${iso}Z`);
    expect(new Date(zonedToUtc(wall('2026-09-14T08:00:00'), 'Africa/Lagos')).toISOString()).toBe(
      '2026-09-14T07:00:00.000Z',
    );
    expect(
      new Date(zonedToUtc(wall('2026-07-01T12:00:00'), 'America/New_York')).toISOString(),
    ).toBe('2026-07-01T16:00:00.000Z');
    expect(
      new Date(zonedToUtc(wall('2026-12-01T12:00:00'), 'America/New_York')).toISOString(),
    ).toBe('2026-12-01T17:00:00.000Z');
    expect(new Date(zonedToUtc(wall('2026-06-01T12:00:00'), 'Asia/Kolkata')).toISOString()).toBe(
      '2026-06-01T06:30:00.000Z',
    );
  });

  it('writes negative and half-hour offsets', () => {
    const newfoundland = timeZoneComponent('America/St_Johns', 2026, 2026);
    expect(newfoundland).toContain('TZOFFSETTO:-0230');
    expect(newfoundland).toContain('TZOFFSETTO:-0330');
  });
});

describe('timetableFileName', () => {
  it('names the download after the selection', () => {
    expect(timetableFileName('geophysics', '300L')).toBe('timetable-geophysics-300l.ics');
    expect(timetableFileName(undefined, undefined)).toBe('timetable.ics');
  });
});
