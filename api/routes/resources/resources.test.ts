import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceTypes } from '../../../contract/constants';
import { errorResponseSchema } from '../../../contract/errors';
import {
  learningResourceSchema,
  type LearningResource,
  type LearningResourceCreate,
} from '../../../contract/resources';
import { resourceFiles, sampleResources, seedResources } from '../../../db/seed/resources';
import { storeSampleFiles, type FileUrls } from '../../../db/seed/sample-files';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
let files: FileUrls;
beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app);
  files = await storeSampleFiles(app.media, resourceFiles());
  await seedResources(app.db, files);
});
afterAll(async () => app.close());

const valid = (overrides: Partial<LearningResourceCreate> = {}): LearningResourceCreate => ({
  title: 'PhET: Wave on a String',
  description: 'Wiggle a string and watch waves, with damping and tension controls.',
  type: 'simulation',
  category: 'pure-physics',
  url: 'https://phet.colorado.edu/en/simulations/wave-on-a-string',
  ...overrides,
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

const create = async (values: LearningResourceCreate): Promise<LearningResource> => {
  const response = await send('POST', '/api/resources', values);
  expect(response.statusCode, response.body).toBe(201);
  return learningResourceSchema.parse(response.json());
};

function expectFieldError(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = errorResponseSchema.parse(response.json());
  expect(body.error.startsWith(`${field}:`), body.error).toBe(true);
  expect(body.fields).toHaveProperty([field]);
}

describe('GET /api/resources', () => {
  it('lists the sample resources of every type', async () => {
    const response = await app.inject('/api/resources');
    expect(response.statusCode).toBe(200);
    const resources = learningResourceSchema.array().parse(response.json());
    expect(resources.length).toBeGreaterThanOrEqual(sampleResources(files).length);
    expect(new Set(resources.map((resource) => resource.type))).toEqual(new Set(resourceTypes));
    for (const resource of resources) expect(resource.id).toBe(resource._id);
  });

  it('lists the newest first', async () => {
    const older = await create(valid({ title: 'Older' }));
    const newer = await create(valid({ title: 'Newer' }));
    // Written in the same millisecond they would tie; make the order unambiguous.
    await app.db
      .updateTable('learning_resources')
      .set({ created_at: '2030-01-01T00:00:00.000Z' })
      .where('id', '=', older._id)
      .execute();
    await app.db
      .updateTable('learning_resources')
      .set({ created_at: '2030-01-02T00:00:00.000Z' })
      .where('id', '=', newer._id)
      .execute();
    const ids = learningResourceSchema
      .array()
      .parse((await app.inject('/api/resources')).json())
      .map((resource) => resource._id);
    expect(ids.slice(0, 2)).toEqual([newer._id, older._id]);
  });
});

describe('GET /api/resources/:id', () => {
  it('answers one resource', async () => {
    const resource = await create(
      valid({ level: '200L', keywords: ['waves'], thumbnail: '/media/i/abc.jpg' }),
    );
    const response = await app.inject(`/api/resources/${resource._id}`);
    expect(learningResourceSchema.parse(response.json())).toEqual(resource);
  });

  it('answers 404 for an unknown resource, 400 for a NUL id', async () => {
    const response = await app.inject('/api/resources/0123456789abcdef01234567');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Learning resource not found' });
    expect((await app.inject('/api/resources/%00')).statusCode).toBe(400);
  });
});

describe('POST /api/resources', () => {
  it('creates a resource with defaults', async () => {
    const resource = await create(valid());
    expect(resource).toMatchObject({
      ...valid(),
      id: resource._id,
      keywords: [],
      downloadable: false,
    });
    expect(resource.level).toBeUndefined();
    expect(resource.thumbnail).toBeUndefined();
  });

  it('keeps every field, and takes keywords as a comma-separated list', async () => {
    const resource = await create(
      valid({
        type: 'pdf',
        level: '400L',
        keywords: 'a, b ,c',
        downloadable: true,
        url: '/media/d/abc.pdf',
      }),
    );
    expect(resource).toMatchObject({
      type: 'pdf',
      level: '400L',
      keywords: ['a', 'b', 'c'],
      downloadable: true,
      url: '/media/d/abc.pdf',
    });
  });

  it.each([
    ['title', { title: undefined }],
    ['title', { title: 'x'.repeat(201) }],
    ['title', { title: 'nul\u0000' }],
    ['description', { description: '' }],
    ['description', { description: 'x'.repeat(5001) }],
    ['description', { description: 'lone \ud83d' }],
    ['type', { type: 'podcast' }],
    ['type', { type: 'PDF' }],
    ['category', { category: 'all' }],
    ['level', { level: '0L' }],
    ['keywords', { keywords: 42 }],
    ['keywords', { keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }],
    ['url', { url: undefined }],
    ['url', { url: 'javascript:alert(1)' }],
    ['url', { url: 'mailto:someone@example.org' }],
    ['url', { url: 'not a url' }],
    ['url', { url: `https://example.org/${'a'.repeat(2000)}` }],
    ['url', { url: 'https://example.org/\ud800' }],
    ['thumbnail', { thumbnail: 'data:image/png;base64,AAAA' }],
    ['downloadable', { downloadable: 'yes' }],
    ['id', { id: 'mine' }],
  ])('answers 400 naming %s', async (field, change) => {
    expectFieldError(await send('POST', '/api/resources', { ...valid(), ...change }), field);
  });
});

describe('PUT /api/resources/:id', () => {
  it('changes only the fields sent', async () => {
    const before = await create(valid({ keywords: ['waves'], downloadable: true, level: '100L' }));
    const response = await send('PUT', `/api/resources/${before._id}`, {
      title: 'Waves on a string',
    });
    expect(response.statusCode).toBe(200);
    expect(learningResourceSchema.parse(response.json())).toEqual({
      ...before,
      title: 'Waves on a string',
    });
  });

  it('clears the level when sent blank', async () => {
    const before = await create(valid({ level: '300L' }));
    const after = await send('PUT', `/api/resources/${before._id}`, { level: '' });
    expect(learningResourceSchema.parse(after.json()).level).toBeUndefined();
  });

  it.each([
    ['type', { type: 'movie' }],
    ['url', { url: 'ftp://example.org' }],
    ['downloadable', { downloadable: 1 }],
  ])('answers 400 naming %s', async (field, change) => {
    const resource = await create(valid());
    expectFieldError(await send('PUT', `/api/resources/${resource._id}`, change), field);
  });

  it('answers 404 for an unknown resource', async () => {
    expect(
      (await send('PUT', '/api/resources/0123456789abcdef01234567', { title: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/resources/:id', () => {
  it('deletes, then answers 404', async () => {
    const resource = await create(valid());
    const response = await send('DELETE', `/api/resources/${resource._id}`);
    expect(response.statusCode).toBe(204);
    expect((await app.inject(`/api/resources/${resource._id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/resources/${resource._id}`)).statusCode).toBe(404);
  });
});

describe('without a staff session', () => {
  it.each([
    ['POST', () => '/api/resources', valid()],
    ['PUT', (id: string) => `/api/resources/${id}`, { title: 'Changed' }],
    ['DELETE', (id: string) => `/api/resources/${id}`, undefined],
  ] as const)('%s answers 401 and changes nothing', async (method, url, payload) => {
    const before = learningResourceSchema
      .array()
      .parse((await app.inject('/api/resources')).json());
    const id = before[0]?._id ?? '';
    const response = await app.inject({ method, url: url(id), ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect((await app.inject('/api/resources')).json()).toEqual(before);
  });
});
