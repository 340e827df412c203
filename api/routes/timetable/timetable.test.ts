import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timetableClassSchema } from '../../../contract/timetable';
import { startMinutes } from '../../../db/repositories/timetable';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
const list = timetableClassSchema.array();
const add = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/timetable', headers: auth, payload });

beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app);
  const classes = [
    { day: 'Wednesday', time: '2:00 PM - 4:00 PM', course: 'PHY 101 afternoon' },
    { day: 'Monday', time: '10:00 AM - 12:00 PM', course: 'PHY 101 late' },
    { day: 'Monday', time: '8:00 AM - 10:00 AM', course: 'PHY 101 early' },
    { day: 'Saturday', time: '9:00', course: 'MTH 101 shared', category: 'all' },
    { day: 'Tuesday', time: '11:00', course: 'GPH 101', category: 'geophysics' },
    { day: 'Tuesday', time: '11:00', course: 'PHY 201', level: '200L' },
  ];
  // A room each: two classes in one room at one time would clash (clashes.test.ts).
  for (const [index, entry] of classes.entries())
    expect((await add({ venue: `Lab ${index + 2}`, ...entry })).statusCode).toBe(201);
});
afterAll(async () => app.close());

describe('the timetable API', () => {
  it('defaults to Monday, pure-physics and 100L, and gives id equal to _id', async () => {
    const response = await add({ time: '18:00', course: 'PHY 107', venue: 'Lab 1' });
    expect(response.statusCode).toBe(201);
    const entry = timetableClassSchema.parse(response.json());
    expect(entry).toMatchObject({
      day: 'Monday',
      category: 'pure-physics',
      level: '100L',
      lecturer: '',
      id: entry._id,
    });
    await app.inject({ method: 'DELETE', url: `/api/timetable/${entry._id}`, headers: auth });
  });

  it('lists by day then start time; a category includes classes for all categories', async () => {
    const classes = list.parse(
      (await app.inject('/api/timetable?category=pure-physics&level=100L')).json(),
    );
    expect(classes.map((entry) => entry.course)).toEqual([
      'PHY 101 early',
      'PHY 101 late',
      'PHY 101 afternoon',
      'MTH 101 shared',
    ]);
    const everything = list.parse((await app.inject('/api/timetable')).json());
    expect(everything).toHaveLength(6);
  });

  it('updates with PUT and with PATCH', async () => {
    const [first] = list.parse((await app.inject('/api/timetable?category=geophysics')).json());
    const put = await app.inject({
      method: 'PUT',
      url: `/api/timetable/${first!._id}`,
      headers: auth,
      payload: { venue: 'Geophysics Lab' },
    });
    expect(timetableClassSchema.parse(put.json()).venue).toBe('Geophysics Lab');
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/timetable/${first!._id}`,
      headers: auth,
      payload: { id: first!._id, lecturer: 'Dr. Musa' },
    });
    // Fields not sent keep their values: no defaults are applied on update.
    expect(timetableClassSchema.parse(patch.json())).toMatchObject({
      venue: 'Geophysics Lab',
      lecturer: 'Dr. Musa',
      category: 'geophysics',
      day: 'Tuesday',
      level: '100L',
    });
  });

  it('deletes with 204 and answers 404 for unknown ids', async () => {
    const entry = timetableClassSchema.parse(
      (await add({ time: '18:00', course: 'Temp', venue: 'X' })).json(),
    );
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/timetable/${entry._id}`, headers: auth }))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/timetable/${entry._id}`,
          headers: auth,
          payload: { venue: 'Y' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([
    ['day', { day: 'Sunday' }],
    ['time', { time: '' }],
    ['course', { course: '' }],
    ['venue', { venue: undefined }],
    ['category', { category: 'astrophysics' }],
    ['level', { level: '500L' }],
    ['room', { room: '12' }],
  ])('rejects a bad %s with a 400 naming it', async (field, change) => {
    const response = await add({ time: '8:00', course: 'PHY 101', venue: 'Lab', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(new RegExp(`^${field}`));
  });

  it('refuses anonymous writes', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/timetable',
          payload: { time: '8', course: 'x', venue: 'y' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('startMinutes', () => {
  it.each([
    ['8:00 AM - 10:00 AM', 480],
    ['12:00 PM - 2:00 PM', 720],
    ['12:30 am', 30],
    ['2pm-4pm', 840],
    ['14:00-16:00', 840],
    ['9.30', 570],
    ['TBA', 1440],
  ])('%s starts at minute %i', (time, minutes) => {
    expect(startMinutes(time)).toBe(minutes);
  });
});
