import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

/**
 * The feeds read by a real iCalendar library (ical.js, the parser behind Thunderbird's calendar),
 * not only by our own reader: what a subscriber's calendar app would make of them.
 */

// A zone with summer time, so that the recurrence crosses a change of offset (25 October 2026).
const timeZone = 'Europe/Berlin';
const semester = { startDate: '2026-09-14', endDate: '2026-12-18' };
const breaks = [
  { event: 'Mid-semester break', date: '2026-10-28', type: 'break' }, // a Wednesday
  { event: "Founders' Day", date: '2026-11-27', type: 'break' }, // a Friday
];
const classes = [
  { course: 'GPH 201 Physics of the Earth', category: 'geophysics', day: 'Wednesday' },
  { course: 'MTH 201 Mathematical Methods I', category: 'all', day: 'Friday' },
];

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ calendar: { timeZone } });
  const headers = await staffHeaders(app);
  const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers, payload });
  expect((await write('PUT', '/api/semester', semester)).statusCode).toBe(200);
  for (const event of [{ event: 'Resumption', date: '2026-09-14', type: 'academic' }, ...breaks])
    expect((await write('POST', '/api/events', event)).statusCode).toBe(201);
  for (const entry of classes) {
    const response = await write('POST', '/api/timetable', {
      ...entry,
      level: '200L',
      startTime: '08:00',
      endTime: '10:00',
      venue: 'Lecture Theatre 1',
    });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(async () => app.close());

/** Fetches a feed and parses it with ical.js, which throws on any syntax error. */
async function fetchCalendar(url: string): Promise<ICAL.Component> {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/calendar/);
  return new ICAL.Component(ICAL.parse(response.body));
}

const uids = (calendar: ICAL.Component) =>
  calendar.getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('uid'));

/** The checks every feed must pass: the calendar's own properties and each event's required ones. */
function expectWellFormed(calendar: ICAL.Component) {
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toMatch(/^-\/\/.+\/\/EN$/);
  const events = calendar.getAllSubcomponents('vevent');
  expect(events.length).toBeGreaterThan(0);
  for (const event of events) {
    expect(event.getFirstPropertyValue('uid')).toEqual(expect.any(String));
    expect(event.getFirstPropertyValue('dtstamp')).toBeInstanceOf(ICAL.Time);
    expect(event.getFirstPropertyValue('dtstart')).toBeInstanceOf(ICAL.Time);
  }
  return events;
}

/** A date as 'YYYY-MM-DD' in the time's own zone. */
const dayOf = (time: ICAL.Time) => time.toString().slice(0, 10);

describe('the academic calendar feed, parsed by ical.js', () => {
  it('is a well-formed calendar of all-day events with stable UIDs', async () => {
    const calendar = await fetchCalendar('/api/calendar.ics');
    const events = expectWellFormed(calendar);
    expect(events.map((event) => new ICAL.Event(event).summary)).toEqual([
      'Resumption',
      'Mid-semester break',
      "Founders' Day",
    ]);
    for (const event of events) {
      const start = event.getFirstProperty('dtstart')!;
      expect(start.type).toBe('date');
      expect((start.getFirstValue() as ICAL.Time).isDate).toBe(true);
    }
    const again = await fetchCalendar('/api/calendar.ics');
    expect(uids(again)).toEqual(uids(calendar));
    expect(new Set(uids(calendar)).size).toBe(events.length);
  });
});

describe('the timetable feed, parsed by ical.js', () => {
  const url = '/api/timetable.ics?category=geophysics&level=200L';

  it('is a well-formed calendar with the VTIMEZONE of its TZID and stable UIDs', async () => {
    const calendar = await fetchCalendar(url);
    expectWellFormed(calendar);
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([timeZone]);
    expect(uids(await fetchCalendar(url))).toEqual(uids(calendar));
  });

  it('repeats each class weekly to the end of the semester, never on a break day', async () => {
    const calendar = await fetchCalendar(url);
    const breakDays = breaks.map((event) => event.date);
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.summary)).toEqual(classes.map((entry) => entry.course));

    for (const event of events) {
      // The times are resolved through the file's own VTIMEZONE, not left floating.
      expect(event.startDate.zone?.tzid).toBe(timeZone);
      const rule = event.component.getFirstPropertyValue('rrule') as ICAL.Recur;
      expect(rule.freq).toBe('WEEKLY');
      // The last second of 18 December in Berlin (UTC+1 in winter).
      expect(rule.until?.toJSDate().toISOString()).toBe('2026-12-18T22:59:59.000Z');

      const exdates = event.component
        .getAllProperties('exdate')
        .flatMap((property) => property.getValues() as ICAL.Time[]);
      expect(exdates.length).toBe(1);
      expect(breakDays).toContain(dayOf(exdates[0]!));

      const occurrences: ICAL.Time[] = [];
      const expansion = event.iterator();
      for (let next = expansion.next(); next; next = expansion.next()) occurrences.push(next);
      // 14 weeks from the first class to the semester's last day, less the one break.
      expect(occurrences).toHaveLength(13);
      expect(occurrences.map(dayOf).filter((day) => breakDays.includes(day))).toEqual([]);
      expect(dayOf(occurrences.at(-1)!) <= semester.endDate).toBe(true);
      // Always 08:00 in Berlin: 06:00 UTC in summer time, 07:00 UTC after 25 October.
      expect(occurrences.every((time) => time.hour === 8 && time.minute === 0)).toBe(true);
      expect(occurrences[0]!.toJSDate().getUTCHours()).toBe(6);
      expect(occurrences.at(-1)!.toJSDate().getUTCHours()).toBe(7);
    }
  });
});
