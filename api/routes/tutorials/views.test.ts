import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorialViewResultSchema } from '../../../contract/tutorial-views';
import { tutorialSchema, type Tutorial } from '../../../contract/tutorials';
import { foreignOrigin, staffHeaders, testOrigin } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';
import { tutorialViewsPerClient } from './view-limiter';

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
    for (let index = 0; index <= tutorialViewsPerClient.points; index += 1) {
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
