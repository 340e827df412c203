import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  upcomingEventSchema,
  upcomingEventsPageSchema,
  type UpcomingEventCreate,
} from '../../../contract/upcoming-events';
import { todayIso } from '../../../db/repositories/shared';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;

const day = (offset: number) => todayIso(new Date(Date.now() + offset * 86_400_000)).slice(0, 10);
const valid: UpcomingEventCreate = {
  title: 'Quantum Computing Workshop',
  date: day(10),
  time: '10:00 AM - 2:00 PM',
  location: 'Physics Lecture Theatre',
  description: 'Qubits, gates and simple algorithms.',
  organizer: 'PSA Academic Committee',
};
const create = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/upcoming-events', headers: auth, payload });

beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app);
  for (const [offset, title] of [
    [5, 'In five days'],
    [-3, 'Three days ago'],
    [0, 'Today'],
    [30, 'Next month'],
  ] as const) {
    expect((await create({ ...valid, date: day(offset), title })).statusCode).toBe(201);
  }
});
afterAll(async () => app.close());

describe('GET /api/upcoming-events', () => {
  it('answers {events, total, page, limit}, soonest first', async () => {
    const page = upcomingEventsPageSchema.parse((await app.inject('/api/upcoming-events')).json());
    expect(page).toMatchObject({ total: 4, page: 1, limit: 20 });
    expect(page.events.map((event) => event.title)).toEqual([
      'Three days ago',
      'Today',
      'In five days',
      'Next month',
    ]);
  });

  it('with upcoming=true keeps events dated today or later', async () => {
    const page = upcomingEventsPageSchema.parse(
      (await app.inject('/api/upcoming-events?upcoming=true')).json(),
    );
    expect(page.events.map((event) => event.title)).toEqual([
      'Today',
      'In five days',
      'Next month',
    ]);
    expect(page.total).toBe(3);
  });

  it('pages', async () => {
    const page = upcomingEventsPageSchema.parse(
      (await app.inject('/api/upcoming-events?limit=2&page=2')).json(),
    );
    expect(page.events.map((event) => event.title)).toEqual(['In five days', 'Next month']);
  });

  it('rejects a bad upcoming flag', async () => {
    expect((await app.inject('/api/upcoming-events?upcoming=soon')).statusCode).toBe(400);
  });
});

describe('writing upcoming events', () => {
  it('creates with an optional registration link, updates and deletes', async () => {
    const created = await create({ ...valid, registrationLink: 'https://forms.example.org/q' });
    expect(created.statusCode).toBe(201);
    const event = upcomingEventSchema.parse(created.json());
    expect(event.registrationLink).toBe('https://forms.example.org/q');

    const updated = await app.inject({
      method: 'PUT',
      url: `/api/upcoming-events/${event._id}`,
      headers: auth,
      payload: { registrationLink: '', location: 'Main Auditorium' },
    });
    expect(updated.statusCode).toBe(200);
    const after = upcomingEventSchema.parse(updated.json());
    expect(after.location).toBe('Main Auditorium');
    expect(after.registrationLink).toBeUndefined();
    expect(after.title).toBe(valid.title);

    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/upcoming-events/${event._id}`,
          headers: auth,
        })
      ).statusCode,
    ).toBe(204);
    expect((await app.inject(`/api/upcoming-events/${event._id}`)).statusCode).toBe(404);
  });

  it.each([
    ['title', { title: '' }],
    ['date', { date: '2026-13-01' }],
    ['time', { time: '   ' }],
    ['location', { location: undefined }],
    ['description', { description: 'x'.repeat(5001) }],
    ['organizer', { organizer: '' }],
    ['registrationLink', { registrationLink: 'ftp://example.org/form' }],
    ['registrationLink', { registrationLink: 'not a url' }],
    ['imageUrl', { imageUrl: 'data:image/png;base64,AAAA' }],
    ['venue', { venue: 'unknown field' }],
  ])('rejects a bad %s with a 400 naming it', async (field, change) => {
    const response = await create({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(new RegExp(`^${field}`));
  });

  it('refuses anonymous writes', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/upcoming-events', payload: valid }))
        .statusCode,
    ).toBe(401);
  });
});
