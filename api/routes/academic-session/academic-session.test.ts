import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  academicSessionSchema,
  pastCouncilsResponseSchema,
} from '../../../contract/academic-session';
import { timetableClassSchema } from '../../../contract/timetable';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app, 'editor');
});
afterAll(async () => {
  await app?.close();
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const current = async () =>
  academicSessionSchema.parse((await app.inject('/api/academic-session')).json());
const pastCouncils = async () =>
  pastCouncilsResponseSchema.parse((await app.inject('/api/past-councils')).json());
const publicTimetable = async () =>
  timetableClassSchema.array().parse((await app.inject('/api/timetable')).json());
const draftTimetable = async () =>
  timetableClassSchema
    .array()
    .parse((await app.inject({ url: '/api/timetable/draft', headers: auth })).json());

const aClass = {
  day: 'Monday',
  startTime: '08:00',
  endTime: '10:00',
  course: 'PHY 101',
  venue: 'Lecture Theatre 1',
  category: 'pure-physics',
  level: '100L',
};

beforeEach(async () => {
  await send('PUT', '/api/academic-session', { session: '2026/2027', semester: 'first' });
  await send('DELETE', '/api/academic-session/next-semester');
});

describe('the academic session', () => {
  it('has a session from the start, which staff may correct', async () => {
    expect(await current()).toEqual({ session: '2026/2027', semester: 'first' });
    const corrected = await send('PUT', '/api/academic-session', {
      session: '2025/2026',
      semester: 'second',
    });
    expect(corrected.statusCode).toBe(200);
    expect(await current()).toEqual({ session: '2025/2026', semester: 'second' });
  });

  it('refuses changes without a staff session, and labels that are not a session', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/academic-session/next-session',
      payload: { expectedSession: '2026/2027' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const session of ['2026/2028', '2026-2027', '26/27', '']) {
      const response = await send('PUT', '/api/academic-session', { session, semester: 'first' });
      expect(response.statusCode, session).toBe(400);
    }
    expect(
      (await send('PUT', '/api/academic-session', { session: '2026/2027', semester: 'third' }))
        .statusCode,
    ).toBe(400);
    expect((await send('POST', '/api/academic-session/next-session', {})).statusCode).toBe(400);
  });

  it('starting the next session archives the council under the ending session, once', async () => {
    const council = (await app.inject('/api/executives')).json() as {
      name: string;
      role: string;
    }[];
    expect(council.length).toBeGreaterThan(0);
    expect(await pastCouncils()).toEqual([]);

    const started = await send('POST', '/api/academic-session/next-session', {
      expectedSession: '2026/2027',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ session: '2027/2028', semester: 'first' });
    expect(await current()).toEqual({ session: '2027/2028', semester: 'first' });

    const [archived] = await pastCouncils();
    expect(archived?.session).toBe('2026/2027');
    expect(archived?.members.map(({ name, role }) => ({ name, role }))).toEqual(
      council.map(({ name, role }) => ({ name, role })),
    );
    // The council itself carries over for the officers to edit.
    expect((await app.inject('/api/executives')).json()).toEqual(council);

    // A retry (or a second officer) finds another session: nothing advances twice.
    const retried = await send('POST', '/api/academic-session/next-session', {
      expectedSession: '2026/2027',
    });
    expect(retried.statusCode).toBe(409);
    expect(retried.json().error).toMatch(/changed since this page loaded/);
    expect(await current()).toEqual({ session: '2027/2028', semester: 'first' });
    expect(await pastCouncils()).toHaveLength(1);

    const audit = await app.db
      .selectFrom('audit_log')
      .select(['description'])
      .where('path', '=', '/api/academic-session/next-session')
      .execute();
    expect(audit.map((row) => row.description)).toEqual(['started the 2027/2028 session']);
    await app.db.deleteFrom('past_council_members').execute();
  });
});

describe("the next semester's timetable", () => {
  it('is a draft only staff see until it is confirmed', async () => {
    const live = await send('POST', '/api/timetable', aClass);
    expect(live.statusCode).toBe(201);

    const drafted = await send('POST', '/api/academic-session/next-semester', {
      expectedSession: '2026/2027',
      expectedSemester: 'first',
    });
    expect(drafted.statusCode).toBe(200);
    const draft = await draftTimetable();
    expect(draft.map((entry) => entry.course)).toEqual(['PHY 101']);
    expect((await app.inject('/api/timetable/draft')).statusCode).toBe(401);

    // Edited in review: nothing public changes.
    const [copy] = draft;
    expect(
      (await send('PUT', `/api/timetable/${copy?._id}`, { course: 'PHY 102' })).statusCode,
    ).toBe(200);
    expect(
      (await send('POST', '/api/timetable/draft', { ...aClass, course: 'PHY 104', day: 'Tuesday' }))
        .statusCode,
    ).toBe(201);
    expect((await publicTimetable()).map((entry) => entry.course)).toEqual(['PHY 101']);
    expect((await app.inject(`/api/timetable/${copy?._id}`)).statusCode).toBe(404);
    const feed = await app.inject('/api/timetable.ics');
    expect(feed.body).not.toContain('PHY 102');

    // A second draft, or the next session, waits for this one.
    const again = await send('POST', '/api/academic-session/next-semester', {
      expectedSession: '2026/2027',
      expectedSemester: 'first',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await send('POST', '/api/academic-session/next-session', { expectedSession: '2026/2027' }))
        .statusCode,
    ).toBe(409);

    const confirmed = await send('POST', '/api/academic-session/next-semester/confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ session: '2026/2027', semester: 'second' });
    expect((await publicTimetable()).map((entry) => entry.course)).toEqual(['PHY 102', 'PHY 104']);
    expect(await draftTimetable()).toEqual([]);
    expect((await send('POST', '/api/academic-session/next-semester/confirm')).statusCode).toBe(
      409,
    );

    // The second semester is the session's last.
    const last = await send('POST', '/api/academic-session/next-semester', {
      expectedSession: '2026/2027',
      expectedSemester: 'second',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatch(/start the next session/);
  });

  it('can be discarded, leaving the timetable as it was', async () => {
    const before = await publicTimetable();
    await send('POST', '/api/academic-session/next-semester', {
      expectedSession: '2026/2027',
      expectedSemester: 'first',
    });
    expect((await draftTimetable()).length).toBe(before.length);
    expect((await send('DELETE', '/api/academic-session/next-semester')).statusCode).toBe(200);
    expect(await draftTimetable()).toEqual([]);
    expect(await publicTimetable()).toEqual(before);
    expect(await current()).toEqual({ session: '2026/2027', semester: 'first' });
    expect((await send('DELETE', '/api/academic-session/next-semester')).statusCode).toBe(409);
  });
});

describe('the calendar by session', () => {
  it('files an event under the session its date falls in, or the one given, and filters by it', async () => {
    const october = await send('POST', '/api/events', {
      event: 'Matriculation',
      date: '2026-10-05',
    });
    const july = await send('POST', '/api/events', { event: 'Convocation', date: '2027-07-20' });
    const moved = await send('POST', '/api/events', {
      event: 'Late resumption',
      date: '2027-01-11',
      session: '2025/2026',
    });
    expect([october.json().session, july.json().session, moved.json().session]).toEqual([
      '2026/2027',
      '2026/2027',
      '2025/2026',
    ]);
    const inSession = (await app.inject('/api/events?session=2026/2027')).json() as {
      event: string;
    }[];
    expect(inSession.map((entry) => entry.event)).toEqual(['Matriculation', 'Convocation']);
    expect((await app.inject('/api/events?session=2026-2027')).statusCode).toBe(400);
    expect(
      (await send('POST', '/api/events', { event: 'x', date: '2027-01-11', session: '2025/2027' }))
        .statusCode,
    ).toBe(400);
  });
});
