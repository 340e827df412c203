import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEventSchema } from '../../contract/calendar';
import { inboxOpenCountSchema, inboxPageSchema } from '../../contract/inbox';
import { newsPageSchema } from '../../contract/news';
import { photoSchema } from '../../contract/photos';
import { timetableClassSchema } from '../../contract/timetable';
import { upcomingEventsPageSchema } from '../../contract/upcoming-events';
import { inboxRepository } from '../../db/repositories/inbox';
import { photosRepository } from '../../db/repositories/photos';
import { staffHeaders } from '../test/staff';
import { buildTestApp } from '../test/test-app';

/**
 * Search and paging of the admin lists (issue 22, item 7c): every list endpoint takes `q`, `page`
 * and `pageSize`; the search ignores case and looks in the items' text; the public callers, which
 * send none of them, get what they always got.
 */
let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;

const post = async (url: string, payload: object) => {
  const response = await app.inject({ method: 'POST', url, headers: auth, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string };
};
const get = (url: string) => app.inject({ method: 'GET', url, headers: auth });

beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app);
  for (const [index, name] of ['Quantum SEMINAR', 'Field trip', 'quantum lab tour'].entries()) {
    await post('/api/events', { event: name, date: `2026-03-0${index + 1}`, type: 'academic' });
    await post('/api/timetable?allowClash=true', {
      day: 'Monday',
      startTime: `${String(index + 7).padStart(2, '0')}:00`,
      endTime: `${String(index + 8).padStart(2, '0')}:00`,
      course: `PHY 10${index} ${name}`,
      venue: `Hall ${index}`,
      category: 'all',
      level: '100L',
    });
    await post('/api/academic-news', {
      name: 'Editor',
      title: `${name} news`,
      summary: 'Something happened.',
      date: `2026-03-0${index + 1}`,
    });
    await post('/api/upcoming-events', {
      title: `${name} event`,
      date: `2026-04-0${index + 1}`,
      time: '10:00',
      location: 'Main hall',
      description: 'Come along.',
      organizer: 'The association',
    });
    await photosRepository(app.db).create({
      url: `/media/photo-${index}.jpg`,
      name: name,
      label: 'A photo',
      category: 'events',
    });
    await inboxRepository(app.db).create(
      {
        kind: 'contact',
        name: `Sender ${index}`,
        email: `sender${index}@example.org`,
        subject: name,
        message: 'Hello there.',
      },
      new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
    );
  }
});
afterAll(async () => app.close());

describe('search and paging of the admin lists', () => {
  it('calendar events: q ignores case, page and pageSize page it, X-Total-Count counts every match', async () => {
    const all = await get('/api/events');
    expect(calendarEventSchema.array().parse(all.json())).toHaveLength(3);
    expect(all.headers['x-total-count']).toBe('3');

    const found = await get('/api/events?q=QUANTUM&page=2&pageSize=1');
    expect(found.statusCode).toBe(200);
    expect(
      calendarEventSchema
        .array()
        .parse(found.json())
        .map((e) => e.event),
    ).toEqual(['quantum lab tour']);
    expect(found.headers['x-total-count']).toBe('2');
    // A search character that means something to LIKE is looked for as itself.
    expect((await get('/api/events?q=%25')).json()).toEqual([]);
  });

  it('timetable classes: q searches course, venue and lecturer; paging as for events', async () => {
    const page = await get('/api/timetable?q=hall%201&pageSize=5');
    expect(
      timetableClassSchema
        .array()
        .parse(page.json())
        .map((c) => c.course),
    ).toEqual(['PHY 101 Field trip']);
    expect(page.headers['x-total-count']).toBe('1');
    expect((await get('/api/timetable')).json()).toHaveLength(3);
  });

  it('news: q and pageSize, and the public `limit` still works', async () => {
    const page = newsPageSchema.parse(
      (await get('/api/academic-news?q=quantum&pageSize=1')).json(),
    );
    expect(page).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(page.news.map((n) => n.title)).toEqual(['quantum lab tour news']);
    const publicPage = newsPageSchema.parse((await get('/api/academic-news?limit=2')).json());
    expect(publicPage).toMatchObject({ total: 3, limit: 2 });
    expect(publicPage.news).toHaveLength(2);
  });

  it('upcoming events: q and paging', async () => {
    const page = upcomingEventsPageSchema.parse(
      (await get('/api/upcoming-events?q=Quantum&page=2&pageSize=1')).json(),
    );
    expect(page).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(page.events.map((e) => e.title)).toEqual(['quantum lab tour event']);
  });

  it('photos: q searches name and label, pageSize pages', async () => {
    const found = await get('/api/photos?q=FIELD&pageSize=10');
    expect(
      photoSchema
        .array()
        .parse(found.json())
        .map((p) => p.name),
    ).toEqual(['Field trip']);
    expect(found.headers['x-total-count']).toBe('1');
  });

  it('inbox: q searches name, email, subject and message; the open count stands apart', async () => {
    const page = inboxPageSchema.parse((await get('/api/inbox?q=SENDER1%40&pageSize=5')).json());
    expect(page.items.map((i) => i.subject)).toEqual(['Field trip']);
    expect(page).toMatchObject({ total: 1, open: 3, limit: 5 });

    const count = await get('/api/inbox/open-count');
    expect(count.statusCode).toBe(200);
    expect(count.headers['cache-control']).toBe('no-store');
    expect(inboxOpenCountSchema.parse(count.json())).toEqual({ open: 3 });
    const first = page.items[0]!;
    await app.inject({
      method: 'PATCH',
      url: `/api/inbox/${first.id}`,
      headers: auth,
      payload: { handled: true },
    });
    expect((await get('/api/inbox/open-count')).json()).toEqual({ open: 2 });
    // Only staff may know it.
    expect((await app.inject('/api/inbox/open-count')).statusCode).toBe(401);
  });

  it('refuses bad paging with a 400, never a 500', async () => {
    for (const url of [
      '/api/events?page=0',
      '/api/timetable?pageSize=1000',
      '/api/academic-news?pageSize=x',
      `/api/photos?q=${'x'.repeat(201)}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});
