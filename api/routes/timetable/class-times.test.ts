import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timetableClashResponseSchema, timetableClassSchema } from '../../../contract/timetable';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;

beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app);
});
afterAll(async () => app.close());

const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url, headers: auth, payload });
const add = (payload: object, query = '') => send('POST', `/api/timetable${query}`, payload);

describe('class times', () => {
  it('accepts free text and returns startTime and endTime read from it', async () => {
    const response = await add({ day: 'Monday', time: '08:00-10:00', course: 'A', venue: 'R1' });
    expect(response.statusCode).toBe(201);
    expect(timetableClassSchema.parse(response.json())).toMatchObject({
      time: '08:00-10:00',
      startTime: '08:00',
      endTime: '10:00',
    });
    const tba = timetableClassSchema.parse(
      (await add({ day: 'Monday', time: 'TBA', course: 'B', venue: 'R2' })).json(),
    );
    expect(tba).toMatchObject({ time: 'TBA', startTime: null, endTime: null });
  });

  it('accepts startTime and endTime, and writes the time text from them', async () => {
    const response = await add({
      day: 'Tuesday',
      startTime: '14:00',
      endTime: '15:30',
      course: 'C',
      venue: 'R3',
    });
    expect(response.statusCode).toBe(201);
    const created = timetableClassSchema.parse(response.json());
    expect(created).toMatchObject({
      time: '2:00 PM - 3:30 PM',
      startTime: '14:00',
      endTime: '15:30',
    });
    const patched = await send('PATCH', `/api/timetable/${created._id}`, {
      startTime: '16:00',
      endTime: '17:00',
    });
    expect(timetableClassSchema.parse(patched.json())).toMatchObject({
      time: '4:00 PM - 5:00 PM',
      startTime: '16:00',
      endTime: '17:00',
      course: 'C',
    });
    const listed = timetableClassSchema
      .array()
      .parse((await app.inject('/api/timetable')).json())
      .find((entry) => entry._id === created._id);
    expect(listed).toMatchObject({ startTime: '16:00', endTime: '17:00' });
  });

  it.each([
    [{ startTime: '09:00' }, 'endTime', 'endTime: is required with startTime'],
    [{ endTime: '09:00' }, 'startTime', 'startTime: is required with endTime'],
    [{ startTime: '10:00', endTime: '09:00' }, 'endTime', 'endTime: must be after the start time'],
    [{ startTime: '9am', endTime: '10:00' }, 'startTime', 'startTime: must be a time (HH:MM)'],
    [{}, 'time', 'time: is required'],
  ])('rejects %j naming %s', async (times, field, message) => {
    const response = await add({ day: 'Friday', course: 'D', venue: 'R4', ...times });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: message,
      fields: { [field]: expect.any(String) },
    });
  });
});

describe('the clash check', () => {
  let physics: string;

  beforeAll(async () => {
    const response = await add({
      day: 'Wednesday',
      startTime: '08:00',
      endTime: '10:00',
      course: 'PHY 201 Classical Mechanics I',
      venue: 'Physics Lecture Theatre',
      category: 'pure-physics',
      level: '200L',
    });
    physics = timetableClassSchema.parse(response.json())._id;
  });

  it('answers 409 naming the class in the same venue at an overlapping time', async () => {
    const response = await add({
      day: 'Wednesday',
      startTime: '09:00',
      endTime: '11:00',
      course: 'GPH 301',
      venue: 'physics lecture theatre',
      category: 'geophysics',
      level: '300L',
    });
    expect(response.statusCode).toBe(409);
    const body = timetableClashResponseSchema.parse(response.json());
    expect(body.error).toBe(
      'Clashes with PHY 201 Classical Mechanics I on Wednesday, 8:00 AM - 10:00 AM in Physics Lecture Theatre (same venue)',
    );
    expect(body.clashes).toEqual([
      { class: expect.objectContaining({ _id: physics }), reason: 'venue' },
    ]);
  });

  it("answers 409 for the same category and level, 'all' included, elsewhere", async () => {
    const response = await add({
      day: 'Wednesday',
      time: '9:30 AM - 10:30 AM',
      course: 'MTH 201',
      venue: 'Faculty Auditorium',
      category: 'all',
      level: '200L',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('(same students: Pure Physics 200L)');
  });

  it('saves anyway with allowClash=true', async () => {
    const response = await add(
      {
        day: 'Wednesday',
        time: '9:30 AM - 10:30 AM',
        course: 'MTH 201',
        venue: 'Faculty Auditorium',
        category: 'all',
        level: '200L',
      },
      '?allowClash=true',
    );
    expect(response.statusCode).toBe(201);
  });

  it('checks an update against the others, not against the class itself', async () => {
    const own = await send('PATCH', `/api/timetable/${physics}`, {
      endTime: '10:00',
      startTime: '07:00',
    });
    expect(own.statusCode).toBe(409); // Now overlaps MTH 201 at 9:30, which was saved anyway.
    const moved = await send('PUT', `/api/timetable/${physics}`, { day: 'Thursday' });
    expect(moved.statusCode).toBe(200);
    const lengthened = await send('PATCH', `/api/timetable/${physics}`, {
      startTime: '07:00',
      endTime: '10:00',
    });
    expect(lengthened.statusCode).toBe(200);
    const forced = await send('PATCH', `/api/timetable/${physics}?allowClash=true`, {
      day: 'Wednesday',
    });
    expect(forced.statusCode).toBe(200);
  });

  it('still answers 404 for an unknown class before looking for clashes', async () => {
    expect((await send('PATCH', '/api/timetable/nope', { venue: 'X' })).statusCode).toBe(404);
  });
});
