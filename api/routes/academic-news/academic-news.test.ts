import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItemSchema, newsPageSchema, type NewsCreate } from '../../../contract/news';
import {
  buildMediaTestApp,
  listFiles,
  multipartBody,
  photoJpeg,
  type MediaTestApp,
} from '../../media/testing';
import { staffHeaders } from '../../test/staff';

let media: MediaTestApp;
let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;

const valid: NewsCreate = {
  name: 'Dr. Eze',
  title: 'Examination timetable released',
  summary: 'Check your courses and venues.',
  date: '2026-11-18',
  category: 'academic',
};

const create = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/academic-news', headers: auth, payload });

beforeAll(async () => {
  media = await buildMediaTestApp();
  app = media.app;
  auth = await staffHeaders(app, 'editor');
  const categories = ['academic', 'research', 'general'] as const;
  for (let day = 1; day <= 25; day += 1) {
    const date = `2026-10-${String(day).padStart(2, '0')}`;
    const response = await create({
      ...valid,
      title: `Item ${day}`,
      date,
      category: categories[day % 3],
    });
    expect(response.statusCode).toBe(201);
  }
});
afterAll(async () => media.close());

describe('GET /api/academic-news', () => {
  it('answers {news, total, page, limit}, newest first, 20 by default', async () => {
    const response = await app.inject('/api/academic-news');
    expect(response.statusCode).toBe(200);
    const page = newsPageSchema.parse(response.json());
    expect(page).toMatchObject({ total: 25, page: 1, limit: 20 });
    expect(page.news).toHaveLength(20);
    expect(page.news[0]?.title).toBe('Item 25');
    expect(page.news.map((item) => item.date)).toEqual(
      [...page.news.map((item) => item.date)].sort().reverse(),
    );
  });

  it('pages and filters by category', async () => {
    const second = newsPageSchema.parse(
      (await app.inject('/api/academic-news?limit=10&page=3')).json(),
    );
    expect(second.news.map((item) => item.title)).toEqual([
      'Item 5',
      'Item 4',
      'Item 3',
      'Item 2',
      'Item 1',
    ]);
    const research = newsPageSchema.parse(
      (await app.inject('/api/academic-news?category=research&limit=100')).json(),
    );
    expect(research.total).toBe(9);
    expect(research.news.every((item) => item.category === 'research')).toBe(true);
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['limit=ten', 'limit'],
    ['category=sports', 'category'],
  ])('rejects ?%s with a 400 naming %s', async (query, field) => {
    const response = await app.inject(`/api/academic-news?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(new RegExp(`^${field}`));
  });

  it('serves the same items as a plain array at /api/news', async () => {
    const response = await app.inject('/api/news');
    const items = newsItemSchema.array().parse(response.json());
    expect(items).toHaveLength(25);
  });
});

describe('POST /api/academic-news', () => {
  it('creates an item from JSON, with the date at midnight UTC and category defaulting to general', async () => {
    const { category: _category, ...rest } = valid;
    const response = await create({ ...rest, date: '2026-02-28' });
    expect(response.statusCode).toBe(201);
    const item = newsItemSchema.parse(response.json());
    expect(item).toMatchObject({ date: '2026-02-28T00:00:00.000Z', category: 'general' });
    expect((await app.inject(`/api/academic-news/${item._id}`)).json()).toEqual(item);
  });

  it('creates an item from the admin form with an image, stored as a /media URL', async () => {
    const body = multipartBody([
      ...Object.entries(valid).map(([name, value]) => ({ name, value: String(value) })),
      {
        name: 'image',
        filename: 'poster.jpg',
        type: 'image/jpeg',
        data: await photoJpeg(800, 600),
      },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/academic-news',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(response.statusCode).toBe(201);
    const item = newsItemSchema.parse(response.json());
    expect(item.image).toMatch(/^\/media\//);
    expect((await app.inject(item.image!)).statusCode).toBe(200);
  });

  it('leaves no file behind when the fields are invalid', async () => {
    const before = await listFiles(`${media.dataDir}/media`);
    const body = multipartBody([
      { name: 'title', value: 'No author' },
      {
        name: 'image',
        filename: 'poster.jpg',
        type: 'image/jpeg',
        data: await photoJpeg(300, 200),
      },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/academic-news',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(response.statusCode).toBe(400);
    expect(await listFiles(`${media.dataDir}/media`)).toEqual(before);
  });

  it.each([
    ['name', { name: '' }],
    ['title', { title: 'x'.repeat(201) }],
    ['summary', { summary: 'x'.repeat(5001) }],
    ['date', { date: '2026-02-30' }],
    ['date', { date: 'yesterday' }],
    ['category', { category: 'sports' }],
    ['image', { image: 'javascript:alert(1)' }],
    ['title', { title: 'nul\u0000byte' }],
    ['summary', { summary: 'lone \ud800 surrogate' }],
    ['extra', { extra: 'field' }],
  ])('rejects a bad %s with a 400 naming it', async (field, change) => {
    const response = await create({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(new RegExp(`^${field}`));
    expect(response.json().fields).toHaveProperty(field);
  });

  it('refuses anonymous writes', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/academic-news',
      payload: valid,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/academic-news/:id', () => {
  it('updates the given fields and keeps the rest', async () => {
    const item = newsItemSchema.parse((await create(valid)).json());
    const response = await app.inject({
      method: 'PUT',
      url: `/api/academic-news/${item._id}`,
      headers: auth,
      payload: { title: 'Revised timetable' },
    });
    expect(response.statusCode).toBe(200);
    expect(newsItemSchema.parse(response.json())).toMatchObject({
      title: 'Revised timetable',
      summary: valid.summary,
      name: valid.name,
      category: 'academic',
    });
  });

  it('deletes with 204, then answers 404', async () => {
    const item = newsItemSchema.parse((await create(valid)).json());
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/academic-news/${item._id}`,
      headers: auth,
    });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await app.inject(`/api/academic-news/${item._id}`)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/academic-news/${item._id}`, headers: auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/academic-news/${item._id}`,
          headers: auth,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
