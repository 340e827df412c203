import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItemSchema, type NewsItem } from '../../../contract/news';
import { upcomingEventSchema, type UpcomingEvent } from '../../../contract/upcoming-events';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

const html = `<!doctype html><html><head><title>Chapter</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`;
let app: FastifyInstance;
let webDist: string;
let article: NewsItem;
let event: UpcomingEvent;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-news-pages-'));
  await fs.writeFile(path.join(webDist, 'index.html'), html);
  app = await buildTestApp({ webDist, publicUrl: 'https://physics.example.edu' });
  const headers = { ...(await staffHeaders(app, 'editor')), origin: 'https://physics.example.edu' };
  const news = await app.inject({
    method: 'POST',
    url: '/api/academic-news',
    headers,
    payload: {
      name: 'Dr. Eze',
      title: 'Exam timetable released',
      summary: 'Check your "courses" and venues.',
      date: '2026-11-18',
      category: 'academic',
      image: '/media/i/' + 'a'.repeat(64) + '.jpg',
    },
  });
  expect(news.statusCode).toBe(201);
  article = newsItemSchema.parse(news.json());
  const created = await app.inject({
    method: 'POST',
    url: '/api/upcoming-events',
    headers,
    payload: {
      title: 'Quiz Bowl',
      date: '2026-12-12',
      time: '3:00 PM',
      location: 'Auditorium',
      description: 'Teams of three.',
      organizer: 'PSA Social Committee',
    },
  });
  expect(created.statusCode).toBe(201);
  event = upcomingEventSchema.parse(created.json());
});
afterAll(async () => {
  await app.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('article pages (/news/:id)', () => {
  it('answers 200 with the article as title, description and Open Graph tags', async () => {
    const response = await app.inject(`/news/${article._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Exam timetable released · Chapter</title>');
    expect(response.body).toContain(
      '<meta name="description" content="Check your &#34;courses&#34; and venues." />',
    );
    expect(response.body).toContain('<meta property="og:type" content="article" />');
    expect(response.body).toContain(
      `<meta property="og:image" content="https://physics.example.edu${article.image}" />`,
    );
    expect(response.body).toContain(
      `<meta property="og:url" content="https://physics.example.edu/news/${article._id}" />`,
    );
  });

  it('answers 404 with the app for an unknown article', async () => {
    const response = await app.inject('/news/no-such-article');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
    expect(response.body).not.toContain('og:title');
  });

  it('answers the news list with 200, whatever its query', async () => {
    const response = await app.inject('/news?page=2&category=research');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>News &#38; Announcements · Chapter</title>');
  });
});

describe('event pages (/events/:id)', () => {
  it('answers 200 with when and where in the description', async () => {
    const response = await app.inject(`/events/${event._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Quiz Bowl · Chapter</title>');
    expect(response.body).toContain(
      '<meta property="og:description" content="December 12, 2026, 3:00 PM · Auditorium. Teams of three." />',
    );
  });

  it('answers 404 for an unknown event, and 200 for /events', async () => {
    expect((await app.inject('/events/nope')).statusCode).toBe(404);
    expect((await app.inject('/events')).statusCode).toBe(200);
    expect((await app.inject('/events/a/b')).statusCode).toBe(404);
  });
});
