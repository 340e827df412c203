import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEventSchema } from '../../../contract/calendar';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
const list = calendarEventSchema.array();

beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app);
});
afterAll(async () => app.close());

const add = (payload: object, url = '/api/events') =>
  app.inject({ method: 'POST', url, headers: auth, payload });

describe('the academic calendar API', () => {
  it('adds events with _id and id equal, and lists them in date order at /api/events and /api/calendar', async () => {
    const exam = calendarEventSchema.parse(
      (await add({ event: 'Exams begin', date: '2026-02-10', type: 'exam' })).json(),
    );
    expect(exam.id).toBe(exam._id);
    expect(exam.date).toBe('2026-02-10T00:00:00.000Z');
    const start = await add(
      { event: 'Resumption', description: 'Session begins', date: '2025-09-01' },
      '/api/calendar',
    );
    expect(start.statusCode).toBe(201);
    expect(calendarEventSchema.parse(start.json()).type).toBe('academic');

    for (const url of ['/api/events', '/api/calendar']) {
      const events = list.parse((await app.inject(url)).json());
      expect(events.map((event) => event.event)).toEqual(['Resumption', 'Exams begin']);
    }
    const between = list.parse(
      (await app.inject('/api/events?from=2026-01-01&to=2026-12-31')).json(),
    );
    expect(between.map((event) => event.event)).toEqual(['Exams begin']);
  });

  it('updates with PATCH, accepting the id the admin screen sends along', async () => {
    const event = calendarEventSchema.parse(
      (await add({ event: 'Mid-semester break', date: '2026-11-02', type: 'break' })).json(),
    );
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/events/${event._id}`,
      headers: auth,
      payload: { id: event.id, event: 'Mid-semester tests', type: 'exam' },
    });
    expect(response.statusCode).toBe(200);
    expect(calendarEventSchema.parse(response.json())).toMatchObject({
      event: 'Mid-semester tests',
      type: 'exam',
      date: event.date,
      _id: event._id,
    });
  });

  it('keeps the type when an update does not send it', async () => {
    const event = calendarEventSchema.parse(
      (await add({ event: 'Exams', date: '2027-02-08', type: 'exam' })).json(),
    );
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/events/${event._id}`,
      headers: auth,
      payload: { description: 'Check the timetable' },
    });
    expect(calendarEventSchema.parse(response.json()).type).toBe('exam');
  });

  it('deletes with 204 and answers 404 for unknown ids', async () => {
    const event = calendarEventSchema.parse(
      (await add({ event: 'Holiday', date: '2026-10-01', type: 'break' })).json(),
    );
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/events/${event._id}`, headers: auth }))
        .statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/events/${event._id}`, headers: auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: '/api/events/nope',
          headers: auth,
          payload: { event: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject('/api/calendar/nope')).statusCode).toBe(404);
  });

  it.each([
    ['event', { event: '' }],
    ['event', { event: 'x'.repeat(201) }],
    ['date', { date: '2026-02-29' }],
    ['type', { type: 'holiday' }],
    ['colour', { colour: 'red' }],
    ['endDate', { endDate: '2026-13-01' }],
    ['endDate', { endDate: '2026-01-04' }],
  ])('rejects a bad %s with a 400 naming it', async (field, change) => {
    const response = await add({ event: 'Valid', date: '2026-01-05', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(new RegExp(`^${field}`));
  });

  it('keeps a break or exam period from its first to its last day', async () => {
    const created = await add({
      event: 'Christmas break',
      date: '2026-12-18',
      endDate: '2027-01-03',
      type: 'break',
    });
    expect(created.statusCode).toBe(201);
    const period = calendarEventSchema.parse(created.json());
    expect(period).toMatchObject({
      date: '2026-12-18T00:00:00.000Z',
      endDate: '2027-01-03T00:00:00.000Z',
    });
    // Listed for a range that holds any of its days, not only its first.
    const inJanuary = list.parse(
      (await app.inject('/api/events?from=2027-01-01&to=2027-01-31')).json(),
    );
    expect(inJanuary.map((event) => event.event)).toContain('Christmas break');

    // Each end may move on its own, checked against the other as stored.
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/events/${period._id}`, headers: auth, payload });
    const early = await patch({ endDate: '2026-12-17' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      error: 'endDate: must not be before the start date',
      fields: { endDate: 'must not be before the start date' },
    });
    expect((await patch({ date: '2027-01-04' })).statusCode).toBe(400);
    const longer = calendarEventSchema.parse((await patch({ endDate: '2027-01-04' })).json());
    expect(longer.endDate).toBe('2027-01-04T00:00:00.000Z');
    // A blank end makes it a one-day event again.
    const single = calendarEventSchema.parse((await patch({ endDate: '' })).json());
    expect(single.endDate).toBeUndefined();
    expect(single.date).toBe(period.date);
  });

  it('refuses anonymous writes', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/events',
          payload: { event: 'x', date: '2026-01-01' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
