import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsItemSchema, newsPageSchema } from '../../../contract/news';
import { searchResultsSchema } from '../../../contract/search';
import { upcomingEventSchema, upcomingEventsPageSchema } from '../../../contract/upcoming-events';
import { sitemapRepository } from '../../../db/repositories/sitemap';
import { fakeTime } from '../../test/fake-time';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

/**
 * Drafts and scheduled publishing (issue 20, ADR 0020) through the real app: what is not public
 * yet is in no public read (lists, the plain array, by id, the RSS feed, an event's .ics, the
 * search, the sitemap's records) and appears by itself at its time, also through the public cache.
 * Staff asking for drafts see everything.
 */
let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof staffHeaders>>;

beforeAll(async () => {
  app = await buildTestApp();
  staff = await staffHeaders(app, 'editor');
});
afterAll(async () => app?.close());
afterEach(() => vi.useRealTimers());

const minute = 60_000;
let made = 0;

async function createNews(publishing: object, title = `Quasar ${(made += 1)} news`) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/academic-news',
    headers: staff,
    payload: {
      name: 'Dr. Eze',
      title,
      summary: 'A scheduled announcement.',
      date: '2026-11-25',
      category: 'research',
      ...publishing,
    },
  });
  expect(response.statusCode).toBe(201);
  return newsItemSchema.parse(response.json());
}

async function createEvent(publishing: object, title = `Pulsar ${(made += 1)} evening`) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/upcoming-events',
    headers: staff,
    payload: {
      title,
      date: '2099-01-10',
      time: '10:00 AM',
      location: 'Physics Lecture Theatre',
      description: 'A scheduled event.',
      organizer: 'PSA',
      ...publishing,
    },
  });
  expect(response.statusCode).toBe(201);
  return upcomingEventSchema.parse(response.json());
}

/** What a visitor (no cookie) sees of one item, everywhere it could show. */
async function visitorSees(news: { _id: string; title: string }, event: { _id: string }) {
  const titles = newsPageSchema
    .parse((await app.inject('/api/academic-news?limit=100')).json())
    .news.map((item) => item._id);
  const all = (await app.inject('/api/news')).json<{ _id: string }[]>().map((item) => item._id);
  const events = upcomingEventsPageSchema
    .parse((await app.inject('/api/upcoming-events?limit=100')).json())
    .events.map((item) => item._id);
  const search = searchResultsSchema.parse(
    (await app.inject(`/api/search?q=${encodeURIComponent(news.title)}`)).json(),
  );
  const records = await sitemapRepository(app.db).records(new Date());
  return {
    list: titles.includes(news._id),
    array: all.includes(news._id),
    byId: (await app.inject(`/api/academic-news/${news._id}`)).statusCode,
    rss: (await app.inject('/rss.xml')).body.includes(news._id),
    search: search.groups.some((group) => group.hits.some((hit) => hit.id === news._id)),
    sitemap: records.some((record) => record.id === news._id),
    events: events.includes(event._id),
    eventById: (await app.inject(`/api/upcoming-events/${event._id}`)).statusCode,
    ics: (await app.inject(`/api/upcoming-events/${event._id}/ics`)).statusCode,
    eventSitemap: records.some((record) => record.id === event._id),
  };
}

const hidden = {
  list: false,
  array: false,
  byId: 404,
  rss: false,
  search: false,
  sitemap: false,
  events: false,
  eventById: 404,
  ics: 404,
  eventSitemap: false,
};
const shown = {
  list: true,
  array: true,
  byId: 200,
  rss: true,
  search: true,
  sitemap: true,
  events: true,
  eventById: 200,
  ics: 200,
  eventSitemap: true,
};

describe('publishing news and events', () => {
  it('publishes a new item now by default', async () => {
    const clock = fakeTime(new Date());
    const news = await createNews({});
    const event = await createEvent({});
    expect(news).toMatchObject({ status: 'published', publishAt: clock.now().toISOString() });
    expect(event).toMatchObject({ status: 'published', publishAt: clock.now().toISOString() });
    expect(await visitorSees(news, event)).toEqual(shown);
  });

  it('keeps a draft out of every public read, for ever', async () => {
    const clock = fakeTime(new Date());
    const news = await createNews({ status: 'draft' });
    const event = await createEvent({ status: 'draft' });
    expect(news).toMatchObject({ status: 'draft' });
    expect(news.publishAt).toBeUndefined();
    expect(await visitorSees(news, event)).toEqual(hidden);
    clock.advance(365 * 24 * 60 * minute);
    expect(await visitorSees(news, event)).toEqual(hidden);
  });

  it('shows a scheduled item by itself once its time comes', async () => {
    const clock = fakeTime(new Date());
    const at = new Date(clock.now().getTime() + 10 * minute).toISOString();
    const news = await createNews({ publishAt: at });
    const event = await createEvent({ status: 'published', publishAt: at });
    expect(news).toMatchObject({ status: 'published', publishAt: at });
    expect(await visitorSees(news, event)).toEqual(hidden);
    clock.advance(10 * minute - 1000);
    expect(await visitorSees(news, event)).toEqual(hidden);
    clock.advance(1000);
    expect(await visitorSees(news, event)).toEqual(shown);
  });

  it('takes a time with an offset and keeps it as UTC', async () => {
    const news = await createNews({ publishAt: '2030-06-01T09:30:00+01:00' });
    expect(news.publishAt).toBe('2030-06-01T08:30:00.000Z');
  });

  it.each([
    [{ publishAt: 'tomorrow' }, 'publishAt'],
    [{ publishAt: '2030-06-01T09:30' }, 'publishAt'],
    [{ status: 'scheduled' }, 'status'],
  ])('refuses %j with a message naming %s', async (publishing, field) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/academic-news',
      headers: staff,
      payload: {
        name: 'Dr. Eze',
        title: 'Refused',
        summary: 'Never stored.',
        date: '2026-11-25',
        ...publishing,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(field);
  });

  it('publishes a draft now, and keeps an already public item’s time on other saves', async () => {
    const clock = fakeTime(new Date());
    const draft = await createNews({ status: 'draft' });
    clock.advance(5 * minute);
    const update = (id: string, payload: object) =>
      app.inject({ method: 'PUT', url: `/api/academic-news/${id}`, headers: staff, payload });
    const published = newsItemSchema.parse(
      (await update(draft._id, { status: 'published' })).json(),
    );
    expect(published.publishAt).toBe(clock.now().toISOString());
    clock.advance(5 * minute);
    const again = newsItemSchema.parse(
      (await update(draft._id, { status: 'published', title: 'Renamed' })).json(),
    );
    expect(again.publishAt).toBe(published.publishAt);
    // A scheduled item published now is public from now, not from its old time.
    const later = new Date(clock.now().getTime() + 60 * minute).toISOString();
    const scheduled = await createNews({ publishAt: later });
    const now = newsItemSchema.parse((await update(scheduled._id, { status: 'published' })).json());
    expect(now.publishAt).toBe(clock.now().toISOString());
    // Back to a draft: gone from the public reads at once.
    await update(draft._id, { status: 'draft' });
    expect((await app.inject(`/api/academic-news/${draft._id}`)).statusCode).toBe(404);
  });

  it('lets staff asking for drafts see everything, and no one else', async () => {
    const news = await createNews({ status: 'draft' });
    const event = await createEvent({ publishAt: '2099-01-01T00:00:00Z' });
    const list = newsPageSchema.parse(
      (
        await app.inject({
          url: '/api/academic-news?includeDrafts=true&limit=100',
          headers: staff,
        })
      ).json(),
    );
    expect(list.news.map((item) => item._id)).toContain(news._id);
    const events = upcomingEventsPageSchema.parse(
      (
        await app.inject({
          url: '/api/upcoming-events?includeDrafts=true&limit=100',
          headers: staff,
        })
      ).json(),
    );
    expect(events.events.map((item) => item._id)).toContain(event._id);
    const one = await app.inject({
      url: `/api/academic-news/${news._id}?includeDrafts=true`,
      headers: staff,
    });
    expect(one.statusCode).toBe(200);
    // Staff without asking read what visitors read (the public pages' client-side reads).
    expect(
      (await app.inject({ url: `/api/academic-news/${news._id}`, headers: staff })).statusCode,
    ).toBe(404);
    for (const url of [
      '/api/academic-news?includeDrafts=true',
      `/api/academic-news/${news._id}?includeDrafts=true`,
      '/api/upcoming-events?includeDrafts=true',
      `/api/upcoming-events/${event._id}?includeDrafts=true`,
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(401);
    }
  });

  it('drops a cached public answer when a scheduled item’s time comes, before the maximum age', async () => {
    const clock = fakeTime(new Date());
    const at = new Date(clock.now().getTime() + 20_000).toISOString();
    const news = await createNews({ publishAt: at }, 'Cached magnetar news');
    const read = () => app.inject('/api/academic-news?q=magnetar');
    const first = await read();
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.body).not.toContain(news._id);
    const second = await read();
    expect(second.headers['x-cache']).toBe('hit');
    clock.advance(20_000);
    const third = await read();
    expect(third.headers['x-cache']).toBe('miss');
    expect(third.body).toContain(news._id);
    // With nothing left scheduled, the answer is kept again.
    expect((await read()).headers['x-cache']).toBe('hit');
  });
});
