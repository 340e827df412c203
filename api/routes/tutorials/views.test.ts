import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorialViewResultSchema } from '../../../contract/tutorial-views';
import { tutorialSchema, type Tutorial } from '../../../contract/tutorials';
import { foreignOrigin, staffHeaders, testOrigin } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';
import { ViewLimiter } from './view-limiter';

let app: FastifyInstance;
let tutorial: Tutorial;

beforeAll(async () => {
  app = await buildTestApp();
  const response = await app.inject({
    method: 'POST',
    url: '/api/tutorials',
    headers: await staffHeaders(app, 'editor'),
    payload: {
      type: 'video',
      title: 'Counting views',
      description: 'A tutorial whose visits are counted.',
      level: '200L',
      category: 'pure-physics',
      lecturer: 'Dr. Eze',
      views: 41,
      videoUrl: 'https://youtu.be/abc123XYZ_0',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  tutorial = tutorialSchema.parse(response.json());
});
afterAll(async () => app.close());

const visit = (
  id: string,
  headers: Record<string, string> = { origin: testOrigin },
  ip = '10.0.0.1',
) => app.inject({ method: 'POST', url: `/api/tutorials/${id}/views`, headers, remoteAddress: ip });

describe('POST /api/tutorials/:id/views', () => {
  it('counts a visit from anyone on the site, and the tutorial shows the new count', async () => {
    const response = await visit(tutorial._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(tutorialViewResultSchema.parse(response.json())).toEqual({ views: 42, counted: true });
    const read = tutorialSchema.parse((await app.inject(`/api/tutorials/${tutorial._id}`)).json());
    expect(read.views).toBe(42);
  });

  it('counts parallel visits from different clients, each once', async () => {
    const before = tutorialSchema.parse(
      (await app.inject(`/api/tutorials/${tutorial._id}`)).json(),
    ).views;
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        visit(tutorial._id, { origin: testOrigin }, `10.1.0.${index}`),
      ),
    );
    const after = tutorialSchema.parse((await app.inject(`/api/tutorials/${tutorial._id}`)).json());
    expect(after.views).toBe(before + 5);
  });

  it('answers 404 for an unknown tutorial, and refuses other sites', async () => {
    expect((await visit('no-such-tutorial')).statusCode).toBe(404);
    expect((await visit(tutorial._id, { origin: foreignOrigin })).statusCode).toBe(403);
    expect((await visit(tutorial._id, {})).statusCode).toBe(403);
  });

  it('stops counting one client past its limit, without failing the page', async () => {
    const ip = '10.9.9.9';
    let last = { views: 0, counted: true };
    for (let index = 0; index < 31; index += 1) {
      last = tutorialViewResultSchema.parse((await visit(tutorial._id, undefined, ip)).json());
    }
    expect(last.counted).toBe(false);
    const other = tutorialViewResultSchema.parse(
      (await visit(tutorial._id, undefined, '10.9.9.10')).json(),
    );
    expect(other).toEqual({ views: last.views + 1, counted: true });
  });

  it('is not written to the staff activity log', async () => {
    const headers = await staffHeaders(app);
    expect((await visit(tutorial._id, headers)).statusCode).toBe(200);
    const log = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'tutorials')
      .execute();
    expect(log.filter((entry) => entry.path.endsWith('/views'))).toEqual([]);
  });
});

describe('ViewLimiter', () => {
  it('allows a number of visits per client and tutorial in a window, then again after it', () => {
    let now = 0;
    const limiter = new ViewLimiter({ perClient: 2, windowMs: 1000, maxTracked: 100 }, () => now);
    expect([limiter.take('a', 't'), limiter.take('a', 't'), limiter.take('a', 't')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.take('a', 'other')).toBe(true);
    expect(limiter.take('b', 't')).toBe(true);
    now = 1001;
    expect(limiter.take('a', 't')).toBe(true);
  });

  it('forgets the least recently seen clients past its cap', () => {
    const limiter = new ViewLimiter({ perClient: 1, windowMs: 1000, maxTracked: 2 }, () => 0);
    expect(limiter.take('a', 't')).toBe(true);
    expect(limiter.take('b', 't')).toBe(true);
    expect(limiter.take('c', 't')).toBe(true);
    // 'a' was dropped to stay within two tracked keys, so it may count again.
    expect(limiter.take('a', 't')).toBe(true);
    expect(limiter.take('c', 't')).toBe(false);
  });
});
