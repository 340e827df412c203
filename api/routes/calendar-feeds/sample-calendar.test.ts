import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEventsRepository } from '../../../db/repositories/calendar-events';
import { semesterRepository } from '../../../db/repositories/semester';
import { timetableRepository } from '../../../db/repositories/timetable';
import { sampleCalendarEvents } from '../../../db/seed/calendar';
import { sampleSemester } from '../../../db/seed/semester';
import { sampleTimetable } from '../../../db/seed/timetable';
import { buildTestApp } from '../../test/test-app';

/** The sample content's calendar and timetable, as `npm start` serves them. */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  for (const event of sampleCalendarEvents()) await calendarEventsRepository(app.db).create(event);
  for (const entry of sampleTimetable()) await timetableRepository(app.db).create(entry);
  await semesterRepository(app.db).set(sampleSemester());
});
afterAll(async () => app.close());

/** Every occurrence of every class in a timetable feed, as ical.js expands it (EXDATEs applied). */
async function classDays(url: string): Promise<string[]> {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  const days: string[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const expansion = new ICAL.Event(component).iterator();
    for (let next = expansion.next(); next; next = expansion.next())
      days.push(next.toString().slice(0, 10));
  }
  return days;
}

describe('the sample calendar and the 100L pure-physics timetable feed', () => {
  it('has a Christmas break from its first day to its last', async () => {
    const events = calendarEventsRepository(app.db);
    const christmas = (await events.list()).filter((event) => /Christmas/.test(event.event));
    expect(christmas.length).toBeGreaterThan(0);
    for (const event of christmas) {
      expect(event.type).toBe('break');
      expect(event.endDate! > event.date).toBe(true);
    }
  });

  it('has no class inside the Christmas break, and classes on either side of it', async () => {
    const days = await classDays('/api/timetable.ics?category=pure-physics&level=100L');
    const [christmas] = (await calendarEventsRepository(app.db).list()).filter(
      (event) => /Christmas/.test(event.event) && event.date.startsWith('2026'),
    );
    const first = christmas!.date.slice(0, 10);
    const last = christmas!.endDate!.slice(0, 10);
    expect(days.filter((day) => day >= first && day <= last)).toEqual([]);
    expect(days.some((day) => day < first)).toBe(true);
    expect(days.some((day) => day > last)).toBe(true);
  });
});
