import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItemSchema, type NewsItem } from '../../../contract/news';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';
import { escapeXml, newsFeed } from './rss';

let app: FastifyInstance;
let tricky: NewsItem;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: 'https://physics.example.edu' });
  const headers = { ...(await staffHeaders(app, 'editor')), origin: 'https://physics.example.edu' };
  const older = await app.inject({
    method: 'POST',
    url: '/api/academic-news',
    headers,
    payload: { name: 'PSA', title: 'Older', summary: 'Older news.', date: '2026-01-05' },
  });
  expect(older.statusCode).toBe(201);
  const response = await app.inject({
    method: 'POST',
    url: '/api/academic-news',
    headers,
    payload: {
      name: 'Dr. <Eze> & Co',
      title: 'Results & "review" <forms>',
      summary: "Check the portal's results page.",
      date: '2027-03-02',
      category: 'student-life',
    },
  });
  expect(response.statusCode).toBe(201);
  tricky = newsItemSchema.parse(response.json());
});
afterAll(async () => app.close());

describe('GET /rss.xml', () => {
  it('answers an RSS 2.0 feed of the newest news, newest first', async () => {
    const response = await app.inject('/rss.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain(
      '<atom:link href="https://physics.example.edu/rss.xml" rel="self" type="application/rss+xml" />',
    );
    expect(xml).toContain(
      '<title>Physics Students&apos; Association: News &amp; Announcements</title>',
    );
    expect(xml).toContain('<link>https://physics.example.edu/news</link>');
    const items = xml.split('<item>').slice(1);
    expect(items).toHaveLength(2);
    expect(items[1]).toContain('<title>Older</title>');
    const first = items[0]!;
    expect(first).toContain('<title>Results &amp; &quot;review&quot; &lt;forms&gt;</title>');
    expect(first).toContain(`<link>https://physics.example.edu/news/${tricky._id}</link>`);
    expect(first).toContain(`<guid isPermaLink="false">news-${tricky._id}</guid>`);
    expect(first).toContain('<pubDate>Tue, 02 Mar 2027 00:00:00 GMT</pubDate>');
    expect(first).toContain('<category>Student Life</category>');
    expect(first).toContain('<dc:creator>Dr. &lt;Eze&gt; &amp; Co</dc:creator>');
    expect(xml).not.toContain('<Eze>');
  });

  it('holds at most the newest 20 items', async () => {
    const headers = {
      ...(await staffHeaders(app, 'editor')),
      origin: 'https://physics.example.edu',
    };
    for (let day = 1; day <= 20; day += 1) {
      await app.inject({
        method: 'POST',
        url: '/api/academic-news',
        headers,
        payload: {
          name: 'PSA',
          title: `Item ${day}`,
          summary: 'More news.',
          date: `2026-02-${String(day).padStart(2, '0')}`,
        },
      });
    }
    const xml = (await app.inject('/rss.xml')).body;
    expect(xml.split('<item>')).toHaveLength(21);
    expect(xml).not.toContain('<title>Older</title>');
  });
});

describe('newsFeed', () => {
  it('is a well-formed channel even with no news', () => {
    const xml = newsFeed([], 'http://localhost', 'PSA');
    expect(xml).toContain('<channel>');
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
  });

  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0001b\u000bc\td')).toBe('abc\td');
  });
});
