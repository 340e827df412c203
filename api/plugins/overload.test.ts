import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/test-app';
import { registerOverloadShedding } from './overload';

const off = { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, maxInFlight: 0 };
let app: FastifyInstance;

afterEach(async () => {
  await app.close();
});

async function appWith(limits: Partial<typeof off>, slowMs = 300): Promise<string> {
  app = Fastify();
  await registerOverloadShedding(app, { ...off, ...limits });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, slowMs));
    return { ok: true };
  });
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/assets/app.js', async () => 'script');
  return app.listen({ host: '127.0.0.1', port: 0 });
}

describe('shedding load', () => {
  it('answers 503 with Retry-After at once past the in-flight limit, and health still answers', async () => {
    const base = await appWith({ maxInFlight: 2 });
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const response = await fetch(`${base}/slow`);
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          ms: Date.now() - started,
        };
      }),
    );
    const shed = answers.filter((each) => each.status === 503);
    expect(answers.filter((each) => each.status === 200)).toHaveLength(2);
    expect(shed).toHaveLength(4);
    // Shed at once, not after waiting behind the slow ones.
    for (const each of shed) {
      expect(each.retryAfter).toBe('2');
      expect(each.ms).toBeLessThan(200);
    }
    const health = fetch(`${base}/api/health`);
    expect((await health).status).toBe(200);
    // A page's own files are served too (they are cheap, and the page needs them).
    expect((await fetch(`${base}/assets/app.js`)).status).toBe(200);
    // Once the slow ones are done, requests are served again.
    expect((await fetch(`${base}/slow`)).status).toBe(200);
  });

  it('shows a browser asking for a page a page that says to try again, and the API its JSON error', async () => {
    const base = await appWith({ maxInFlight: 1 });
    const slow = fetch(`${base}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const page = await fetch(`${base}/events`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('retry-after')).toBe('2');
    expect(await page.text()).toContain('The server is busy at the moment');
    const api = await fetch(`${base}/api/courses`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: expect.stringMatching(/busy/) });
    expect((await slow).status).toBe(200);
  });

  it('counts a request whose client went away as finished', async () => {
    const base = await appWith({ maxInFlight: 2 });
    for (let round = 0; round < 3; round += 1) {
      const gone = Array.from({ length: 2 }, () =>
        fetch(`${base}/slow`, { signal: AbortSignal.timeout(50) }).catch(() => 'aborted'),
      );
      expect(await Promise.all(gone)).toEqual(['aborted', 'aborted']);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    expect((await fetch(`${base}/slow`)).status).toBe(200);
  });

  it('answers 503 while the event loop lags past its limit (@fastify/under-pressure)', async () => {
    const base = await appWith({ maxEventLoopDelayMs: 10 }, 0);
    expect((await fetch(`${base}/slow`)).status).toBe(200);
    // Keep the loop busy in 50 ms slices for over a second (the library samples once a second):
    // the lag a CPU-bound overload causes.
    const until = Date.now() + 1300;
    while (Date.now() < until) {
      const slice = Date.now() + 50;
      while (Date.now() < slice) {
        // busy
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const response = await fetch(`${base}/slow`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toEqual({ error: expect.stringMatching(/busy/) });
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});

describe('shedding in the whole app', () => {
  it('answers a shed request 503, a signed-in one included, and never 500', async () => {
    const config = testConfig();
    app = await buildApp({
      ...config,
      server: { ...config.server, overload: { ...off, maxHeapUsedBytes: 1 } },
    });
    // The library samples memory once a second; after that every request is past the limit.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (const headers of [{}, { cookie: `${app.auth.cookie.name}=some-session` }]) {
      const response = await app.inject({ url: '/api/academic-news', headers });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
    }
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
