import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../contract/errors';
import { healthSchema } from '../contract/health';
import { siteInfoSchema } from '../contract/site';
import { buildTestApp, testDatabaseUrl } from './test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/health', () => {
  it('answers 200 with database reachability', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    const body = healthSchema.parse(response.json());
    expect(body.database).toEqual({
      engine: testDatabaseUrl ? 'postgres' : 'sqlite',
      reachable: true,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/site', () => {
  it("answers the association's identity from config", async () => {
    const response = await app.inject('/api/site');
    expect(response.statusCode).toBe(200);
    const site = siteInfoSchema.parse(response.json());
    expect(site.social.linkedin).toMatch(/^https:/);
  });
});

describe('API conventions', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    for (const url of ['/api/nope', '/api/', '/api']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(errorResponseSchema.parse(response.json())).toEqual({ error: 'Not found' });
    }
    const post = await app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('gives every response a request id, keeping a safe incoming one', async () => {
    const generated = await app.inject('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers['x-request-id']).toBe('trace-123');
    const replaced = await app.inject({
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('sends security headers and no x-powered-by', async () => {
    const response = await app.inject('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Tutorial and course videos: files from any https host in <video>, frames only from the
    // privacy-enhanced YouTube and Vimeo players.
    expect(csp).toContain("media-src 'self' https:");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(errorResponseSchema.safeParse(response.json()).success).toBe(true);
  });

  it('publishes an OpenAPI 3.1 document', async () => {
    const response = await app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/site']),
    );
  });

  it('lets the API docs page style itself, and nothing more', async () => {
    const response = await app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('GET /api/health when the database is gone', () => {
  it('answers 503', async () => {
    const broken = await buildTestApp();
    await broken.db.destroy();
    const response = await broken.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(healthSchema.parse(response.json()).database.reachable).toBe(false);
    await broken.close().catch(() => undefined);
  });
});
