import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders, testOrigin } from './test/staff';
import { buildTestApp } from './test/test-app';

/** HTTP conventions and headers of issue 17 (items 4, 9 and 10), on the API alone. */
let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
let newsId: string;
beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app);
  const news = await app.inject({
    method: 'POST',
    url: '/api/academic-news',
    headers: auth,
    payload: {
      name: 'Dr. Eze',
      title: 'Results are out',
      summary: 'See the board.',
      date: '2026-11-18',
      category: 'academic',
    },
  });
  expect(news.statusCode).toBe(201);
  newsId = news.json()._id;
  const event = await app.inject({
    method: 'POST',
    url: '/api/calendar',
    headers: auth,
    payload: { event: 'Exams', description: 'All levels', date: '2026-12-01' },
  });
  expect(event.statusCode).toBe(201);
});
afterAll(async () => app.close());

describe('a known path with the wrong method', () => {
  it.each([
    ['DELETE', '/api/academic-news', 'GET, HEAD, POST'],
    ['PATCH', '/api/academic-news/some-id', 'DELETE, GET, HEAD, PUT'],
    ['GET', '/api/auth/login', 'POST'],
    ['PUT', '/api/health', 'GET, HEAD'],
    ['POST', '/rss.xml', 'GET, HEAD'],
    ['DELETE', '/media/i/0000.jpg', 'GET, HEAD'],
  ])('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const response = await app.inject({ method: method as 'GET', url, headers: auth });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json().error).toMatch(/not allowed/i);
  });

  it('leaves an unknown path 404', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await app.inject({ method, url: '/api/no-such-thing' })).statusCode).toBe(404);
    }
  });
});

describe('text fields', () => {
  const news = {
    name: 'Dr. Eze',
    title: 'Results',
    summary: 'See the board.',
    date: '2026-11-18',
    category: 'academic',
  };
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/academic-news', headers: auth, payload });

  it.each([
    ['title', { title: 'Results \u202Eout' }],
    ['title', { title: 'Results\nBcc: someone' }],
    ['name', { name: 'Dr.\u0007 Eze' }],
    ['summary', { summary: 'See \u2066the\u2069 board.' }],
    ['summary', { summary: 'See\u001B[2J the board.' }],
  ])('refuses a control or text-direction character in %s (400)', async (field, change) => {
    const response = await post({ ...news, ...change });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });

  it('strips zero-width characters, and keeps line breaks in multi-line text', async () => {
    const response = await post({
      ...news,
      name: 'Dr.\u200B Eze\uFEFF',
      summary: 'Line one.\nLine two.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Dr. Eze', summary: 'Line one.\nLine two.' });
  });
});

describe('JSON sent as text/plain', () => {
  it('is refused 415 on public and staff routes alike', async () => {
    for (const [url, headers] of [
      ['/api/contact-messages', { origin: testOrigin }],
      ['/api/academic-news', auth],
      ['/api/auth/login', { origin: testOrigin }],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: JSON.stringify({ name: 'A', email: 'a@example.org' }),
      });
      expect(response.statusCode, url).toBe(415);
    }
  });
});

describe('public reads', () => {
  it('carry a strong ETag, and answer 304 to If-None-Match', async () => {
    for (const url of ['/api/academic-news', '/api/site', '/api/calendar']) {
      const first = await app.inject(url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const weak = await app.inject({ url, headers: { 'if-none-match': `"x", W/${etag}` } });
      expect(weak.statusCode).toBe(304);
      const stale = await app.inject({ url, headers: { 'if-none-match': '"stale"' } });
      expect(stale.statusCode).toBe(200);
    }
  });

  it('change their ETag when the content changes', async () => {
    const before = (await app.inject('/api/academic-news')).headers.etag;
    const created = await app.inject({
      method: 'POST',
      url: '/api/academic-news',
      headers: auth,
      payload: {
        name: 'B',
        title: 'New',
        summary: 'New.',
        date: '2026-11-19',
        category: 'general',
      },
    });
    expect(created.statusCode).toBe(201);
    expect((await app.inject('/api/academic-news')).headers.etag).not.toBe(before);
  });

  it('are tagged the same whatever the encoding', async () => {
    const plain = await app.inject('/api/academic-news');
    const br = await app.inject({
      url: '/api/academic-news',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('carry no ETag for a signed-in staff member, nor on errors', async () => {
    expect((await app.inject({ url: '/api/academic-news', headers: auth })).headers.etag).toBe(
      undefined,
    );
    expect((await app.inject('/api/academic-news/missing')).headers.etag).toBe(undefined);
    expect((await app.inject('/api/health')).headers.etag).toBe(undefined);
  });
});

describe('feeds', () => {
  it.each([['/rss.xml'], ['/api/calendar.ics'], ['/api/timetable.ics']])(
    '%s carries an ETag that holds while nothing changes, and answers 304',
    async (url) => {
      const first = await app.inject(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toBeTruthy();
      // An iCalendar DTSTAMP is the moment of writing; a second later the tag must still hold.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const again = await app.inject({
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    },
  );
});

describe('security headers', () => {
  const kept = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(headers['content-security-policy'])).toContain("script-src 'self' 'nonce-");
  };

  it('send Strict-Transport-Security when PUBLIC_URL is https', async () => {
    const https = await buildTestApp({ publicUrl: 'https://psa.example.org' });
    const response = await https.inject('/api/site');
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    kept(response.headers);
    await https.close();
  });

  it('send no Strict-Transport-Security over plain http', async () => {
    for (const publicUrl of [undefined, 'http://localhost:5000']) {
      const plain = await buildTestApp({ publicUrl });
      const response = await plain.inject('/api/site');
      expect(response.headers['strict-transport-security']).toBe(undefined);
      kept(response.headers);
      await plain.close();
    }
  });
});

describe('a JSON body of null', () => {
  it('is refused with 400, never taken as an empty update', async () => {
    const course = await app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: auth,
      payload: {
        id: 'PHY 999',
        title: 'Null test',
        credits: 3,
        category: 'pure-physics',
        level: '100L',
        description: 'A course.',
      },
    });
    expect(course.statusCode).toBe(201);
    for (const url of [`/api/academic-news/${newsId}`, `/api/courses/${course.json()._id}`]) {
      const response = await app.inject({
        method: 'PUT',
        url,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: 'null',
      });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
