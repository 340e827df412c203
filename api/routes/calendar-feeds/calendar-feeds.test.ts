import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { semesterResponseSchema } from '../../../contract/semester';
import { events, get, readICalendar, unescapeText } from '../../test/icalendar-reader';
import { staffHeaders } from '../../test/staff';
import { buildTestApp, testConfig } from '../../test/test-app';

let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;

beforeAll(async () => {
  app = await buildTestApp({ calendar: { timeZone: 'Europe/Berlin' } });
  auth = await staffHeaders(app);
});
afterAll(async () => app.close());

const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: auth, payload });
const summaries = (ics: string) =>
  events(readICalendar(ics)).map((event) => unescapeText(get(event, 'SUMMARY')!));

describe('the semester', () => {
  it('is null until staff set it', async () => {
    const response = await app.inject('/api/semester');
    expect(semesterResponseSchema.parse(response.json())).toEqual({ semester: null });
  });

  it('refuses anonymous changes, and an end that is not after the start', async () => {
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/semester',
      payload: { startDate: '2026-09-14', endDate: '2027-01-29' },
    });
    expect(anonymous.statusCode).toBe(401);
    const backwards = await write('PUT', '/api/semester', {
      startDate: '2026-09-14',
      endDate: '2026-09-14',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('endDate: must be after the first day');
    const tooLong = await write('PUT', '/api/semester', {
      startDate: '2026-09-14',
      endDate: '2028-01-29',
    });
    expect(tooLong.json().error).toBe('endDate: A semester can run at most 366 days');
  });

  it('is set and changed by staff', async () => {
    await write('PUT', '/api/semester', { startDate: '2026-01-05', endDate: '2026-05-29' });
    const response = await write('PUT', '/api/semester', {
      startDate: '2026-09-14',
      endDate: '2027-01-29',
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      semester: { startDate: '2026-09-14T00:00:00.000Z', endDate: '2027-01-29T00:00:00.000Z' },
    };
    expect(response.json()).toEqual(expected);
    expect((await app.inject('/api/semester')).json()).toEqual(expected);
  });
});

describe('the calendar feeds', () => {
  beforeAll(async () => {
    await write('PUT', '/api/semester', { startDate: '2026-09-14', endDate: '2027-01-29' });
    for (const event of [
      { event: 'Mid-semester break', date: '2026-10-28', type: 'break' },
      { event: 'Resumption', date: '2026-09-14', type: 'academic' },
    ])
      expect((await write('POST', '/api/events', event)).statusCode).toBe(201);
    for (const entry of [
      {
        course: 'GPH 201 Physics of the Earth',
        category: 'geophysics',
        level: '200L',
        day: 'Wednesday',
      },
      { course: 'MTH 201 Mathematical Methods I', category: 'all', level: '200L', day: 'Friday' },
      {
        course: 'PHY 301 Quantum Mechanics I',
        category: 'pure-physics',
        level: '300L',
        day: 'Wednesday',
      },
    ]) {
      const response = await write('POST', '/api/timetable', {
        ...entry,
        startTime: '08:00',
        endTime: '10:00',
        venue: entry.course,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('serves the academic calendar as text/calendar', async () => {
    const response = await app.inject('/api/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(summaries(response.body)).toEqual(['Resumption', 'Mid-semester break']);
  });

  it("serves a category and level's timetable, with the classes for all categories", async () => {
    const response = await app.inject('/api/timetable.ics?category=geophysics&level=200L');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="timetable-geophysics-200l.ics"',
    );
    const calendar = readICalendar(response.body);
    expect(unescapeText(get(calendar, 'X-WR-CALNAME')!)).toBe(
      "Physics Students' Association: Class Timetable, Geophysics 200L",
    );
    const [geophysics, shared] = events(calendar);
    expect(unescapeText(get(geophysics!, 'SUMMARY')!)).toBe('GPH 201 Physics of the Earth');
    expect(get(geophysics!, 'DTSTART')).toBe('20260916T080000');
    // The zone is the configured one; the break on Wednesday 28 October has no class.
    expect(response.body).toContain('DTSTART;TZID=Europe/Berlin:20260916T080000');
    expect(get(geophysics!, 'EXDATE')).toBe('20261028T080000');
    expect(unescapeText(get(shared!, 'SUMMARY')!)).toBe('MTH 201 Mathematical Methods I');

    const pure = await app.inject('/api/timetable.ics?category=pure-physics&level=200L');
    expect(summaries(pure.body)).toEqual(['MTH 201 Mathematical Methods I']);
    const everything = await app.inject('/api/timetable.ics');
    expect(summaries(everything.body)).toHaveLength(3);
  });

  it('answers 400 for an unknown category or level', async () => {
    expect((await app.inject('/api/timetable.ics?category=astro')).statusCode).toBe(400);
    expect((await app.inject('/api/timetable.ics?level=500L')).statusCode).toBe(400);
  });
});

describe('CALENDAR_TIMEZONE', () => {
  it('defaults to Africa/Lagos and must be a real zone', async () => {
    expect(testConfig().calendar.timeZone).toBe('Africa/Lagos');
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ CALENDAR_TIMEZONE: 'Mars/Olympus' })).toThrow(
      /CALENDAR_TIMEZONE: must be an IANA time zone/,
    );
  });
});
