import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffHeaders } from '../test/staff';
import { writeStandInBuild } from '../test/stand-in-build';
import { buildTestApp } from '../test/test-app';

/**
 * The public-read cache (issue 18) through the real app: the API's reads, and pages rendered by a
 * stand-in for the web build whose one page lists the news titles its loader read, with an inline
 * script carrying the answer's nonce as React Router's do.
 */
const document = `(request, status, headers, context, loadContext) => {
  const news = context.staticHandlerContext.loaderData.news ?? { news: [] };
  headers.set('content-type', 'text/html; charset=utf-8');
  const titles = news.news.map((item) => '<li>' + item.title + '</li>').join('');
  const nonce = ' nonce="' + loadContext.nonce + '"';
  const script = '<script' + nonce + '>window.__page = 1;</script><script src="/assets/page.js"></script>' +
    '<script type="module"' + nonce + '>window.__title = "Café ✓";</script><scripts></scripts>';
  return new Response('<main><ul>' + titles + '</ul></main>' + script, { status, headers });
}`;
const newsRoute = {
  id: 'news',
  path: 'news',
  loader: '({ context }) => context.reads.news.page({ page: 1, limit: 10 })',
};

let build: Awaited<ReturnType<typeof writeStandInBuild>>;
let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof staffHeaders>>;

beforeAll(async () => {
  build = await writeStandInBuild({ document, routes: [newsRoute], version: 'build-1' });
  app = await buildTestApp({ web: { mode: 'production', dir: build.dir } });
  staff = await staffHeaders(app, 'editor');
});
afterAll(async () => {
  await app?.close();
  await build?.remove();
});

let written = 0;
async function writeNews(title = `Cached news ${(written += 1)}`): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/academic-news',
    headers: staff,
    payload: {
      name: 'Dr. Eze',
      title,
      summary: 'Through the cache.',
      date: '2026-11-25',
      category: 'academic',
    },
  });
  expect(response.statusCode).toBe(201);
  return title;
}

const read = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });

describe('a public API read through the cache', () => {
  it('is kept, and a write shows on the very next read', async () => {
    const first = await read('/api/academic-news?limit=50');
    expect(first.headers['x-cache']).toBe('miss');
    const again = await read('/api/academic-news?limit=50');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);

    const title = await writeNews();
    const next = await read('/api/academic-news?limit=50');
    expect(next.headers['x-cache']).toBe('miss');
    expect(next.body).toContain(title);
    // Other reads are left in place: a news write does not touch the courses.
    await read('/api/courses');
    await writeNews();
    expect((await read('/api/courses')).headers['x-cache']).toBe('hit');
  });

  it('of one item is kept through writes of other items, and dropped when its own changes', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/academic-news',
      headers: staff,
      payload: {
        name: 'Dr. Eze',
        title: 'Kept by its row',
        summary: 'Through the cache.',
        date: '2026-11-25',
        category: 'academic',
      },
    });
    const id = (JSON.parse(created.body) as { _id: string })._id;
    await read(`/api/academic-news/${id}`);
    await writeNews();
    expect((await read(`/api/academic-news/${id}`)).headers['x-cache']).toBe('hit');

    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/academic-news/${id}`,
      headers: staff,
      payload: { title: 'Renamed through the cache' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await read(`/api/academic-news/${id}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('Renamed through the cache');
  });

  it('keeps what a HEAD request read, and drops it with a write like any other', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/api/academic-news?limit=49' });
    expect(head.headers['x-cache']).toBe('miss');
    const title = await writeNews();
    const next = await read('/api/academic-news?limit=49');
    expect(next.headers['x-cache']).toBe('miss');
    expect(next.body).toContain(title);
  });

  it('has a strong ETag and answers 304 to If-None-Match, kept or fresh', async () => {
    const first = await read('/api/tutorials');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const kept = await read('/api/tutorials', { 'if-none-match': etag });
    expect(kept.statusCode).toBe(304);
    expect(kept.body).toBe('');
  });

  it('is sent in brotli or gzip, compressed once, as the client asks', async () => {
    // Enough of a body to be worth compressing.
    for (let count = 0; count < 8; count += 1) await writeNews();
    const plain = await read('/api/academic-news?limit=50');
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await read('/api/academic-news?limit=50', { 'accept-encoding': encoding });
      expect(response.headers['x-cache']).toBe('hit');
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('is compressed for the read that answered it afresh, and that body is what the hits get', async () => {
    for (let count = 0; count < 8; count += 1) await writeNews();
    const brotli = { 'accept-encoding': 'br' };
    const fresh = await read('/api/academic-news?limit=40', brotli);
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.headers['content-encoding']).toBe('br');
    const kept = await read('/api/academic-news?limit=40', brotli);
    expect(kept.headers['x-cache']).toBe('hit');
    // The same bytes: compressed once, not again by the compression hook or for the first hit.
    expect(kept.rawPayload.equals(fresh.rawPayload)).toBe(true);
    expect(kept.headers.etag).toBe(fresh.headers.etag);
  });

  it('is skipped for signed-in staff, and for any cookie the pages do not render from', async () => {
    await read('/api/qna');
    const asStaff = await read('/api/qna', { cookie: staff.cookie });
    expect(asStaff.headers['x-cache']).toBeUndefined();
    const withVisitor = await read('/api/qna', { cookie: 'visitor=abc' });
    expect(withVisitor.headers['x-cache']).toBeUndefined();
    // A page cookie is part of the key: its own entry.
    const withChoice = await read('/api/qna', { cookie: 'my-category-level=geophysics.200L' });
    expect(withChoice.headers['x-cache']).toBe('miss');
  });

  it('keeps no error, and never the health check', async () => {
    await read('/api/academic-news/nothing-here');
    expect((await read('/api/academic-news/nothing-here')).headers['x-cache']).toBeUndefined();
    await read('/api/health');
    expect((await read('/api/health')).headers['x-cache']).toBeUndefined();
  });
});

describe('a public page through the cache', () => {
  it('is kept, with its inline scripts allowed by hash, and a write shows on the very next read', async () => {
    const first = await read('/news');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const kept = await read('/news');
    expect(kept.headers['x-cache']).toBe('hit');
    expect(kept.body).toBe(first.body);
    const policy = String(kept.headers['content-security-policy']);
    // Each inline script by the hash of its UTF-8 bytes; the one with src is allowed as 'self'.
    const hashes = ['window.__page = 1;', 'window.__title = "Café ✓";'].map(
      (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
    );
    expect(policy.match(/'sha256-[^']+'/g)?.sort()).toEqual(hashes.sort());
    expect(policy).not.toContain("'nonce-");

    const title = await writeNews('Seen on the next page read');
    const next = await read('/news');
    expect(next.headers['x-cache']).toBe('miss');
    expect(next.body).toContain(`<li>${title}</li>`);
    // Answered afresh, the page carries this answer's nonce, as ever.
    expect(String(next.headers['content-security-policy'])).toContain("'nonce-");
  });

  it('is rendered once for the visitors who ask while a change has it rendered afresh', async () => {
    await read('/news');
    const title = await writeNews('Rendered once for everyone asking');
    const answers = await Promise.all(Array.from({ length: 5 }, () => read('/news')));
    expect(answers.map((answer) => answer.headers['x-cache']).sort()).toEqual([
      'hit',
      'hit',
      'hit',
      'hit',
      'miss',
    ]);
    for (const answer of answers) expect(answer.body).toContain(`<li>${title}</li>`);
  });

  it('is rendered afresh for signed-in staff', async () => {
    await read('/news');
    const response = await read('/news', { cookie: staff.cookie });
    expect(response.headers['x-cache']).toBeUndefined();
  });
});
