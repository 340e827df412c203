import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../contract/errors';
import { executiveSchema, type Executive } from '../../../contract/executives';
import { mediaReferencesRepository } from '../../../db/repositories/media-references';
import { multipartBody, photoJpeg } from '../../media/testing';
import { staffHeaders } from '../../test/staff';
import { writeStandInBuild } from '../../test/stand-in-build';
import { buildTestApp } from '../../test/test-app';

/** A stand-in page that lists the executives its loader read, as /about does. */
const document = `(request, status, headers, context) => {
  const data = context.staticHandlerContext.loaderData.about ?? [];
  headers.set('content-type', 'text/html; charset=utf-8');
  return new Response('<main>' + data.map((e) => '<h3>' + e.name + '</h3>').join('') + '</main>', {
    status,
    headers,
  });
}`;
const aboutRoute = {
  id: 'about',
  path: 'about',
  loader: '({ context }) => context.reads.executives.list()',
};

let build: Awaited<ReturnType<typeof writeStandInBuild>>;
let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  build = await writeStandInBuild({ document, routes: [aboutRoute], version: 'build-1' });
  app = await buildTestApp({ web: { mode: 'production', dir: build.dir } });
  auth = await staffHeaders(app, 'editor');
});
afterAll(async () => {
  await app?.close();
  await build?.remove();
});

const list = async () =>
  executiveSchema.array().parse((await app.inject('/api/executives')).json());

const valid = {
  name: 'Kelechi Umeh',
  role: 'Treasurer',
  intro: '200L Geophysics. Keeps the accounts.',
  bio: 'Kelechi keeps the association’s accounts and reports them at every general meeting.',
  achievements: 'Balanced the books\nSet up online dues',
};

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

async function auditDescriptions(): Promise<string[]> {
  const rows = await app.db
    .selectFrom('audit_log')
    .select(['description', 'path'])
    .where('path', 'like', '/api/executives%')
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.description ?? '');
}

describe('the executive council', () => {
  it('starts with the values the pages had in code, President first', async () => {
    const executives = await list();
    expect(executives.map((executive) => executive.role)).toEqual([
      'President',
      'Vice President',
      'General Secretary',
      'Director of Academics',
    ]);
    expect(executives[0]).toMatchObject({ id: 'president', name: 'Adaeze Okafor' });
    expect(executives[0]?.focusAreas).toHaveLength(3);
    expect(executives[1]?.focusAreas).toEqual([]);
  });

  it('refuses changes without a session (401)', async () => {
    for (const [method, url] of [
      ['POST', '/api/executives'],
      ['PUT', '/api/executives/president'],
      ['POST', '/api/executives/president/move'],
      ['DELETE', '/api/executives/president'],
    ] as const) {
      const response = await app.inject({ method, url, payload: valid });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await list())[0]?.name).toBe('Adaeze Okafor');
  });

  it('refuses bad values with a 400 naming the field, and stores nothing', async () => {
    const before = await list();
    for (const [field, payload] of [
      ['name', { ...valid, name: '' }],
      ['role', { ...valid, role: 'a\nb' }],
      ['linkedinUrl', { ...valid, linkedinUrl: 'javascript:alert(1)' }],
      ['imageUrl', { ...valid, imageUrl: 'data:image/png;base64,AAAA' }],
      ['achievements', { ...valid, achievements: Array.from({ length: 11 }, () => 'x') }],
      ['extra', { ...valid, extra: 1 }],
    ] as const) {
      const response = await send('POST', '/api/executives', payload);
      expect(response.statusCode, field).toBe(400);
      errorResponseSchema.parse(response.json());
    }
    const moved = await send('POST', '/api/executives/president/move', { direction: 'left' });
    expect(moved.statusCode).toBe(400);
    expect(await list()).toEqual(before);
  });

  it('adds, updates, moves and removes one, each audited', async () => {
    const created = await send('POST', '/api/executives', valid);
    expect(created.statusCode).toBe(201);
    const executive: Executive = executiveSchema.parse(created.json());
    expect(executive).toMatchObject({
      name: 'Kelechi Umeh',
      achievements: ['Balanced the books', 'Set up online dues'],
      focusAreas: [],
    });
    expect((await list()).at(-1)?.id).toBe(executive.id);

    const updated = await send('PUT', `/api/executives/${executive.id}`, {
      role: 'Financial Secretary',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Kelechi Umeh', role: 'Financial Secretary' });

    const moved = await send('POST', `/api/executives/${executive.id}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    const order = executiveSchema
      .array()
      .parse(moved.json())
      .map((e) => e.id);
    expect(order.at(-2)).toBe(executive.id);
    expect(order.at(-1)).toBe('director-of-academics');
    // First stays first.
    const top = await send('POST', '/api/executives/president/move', { direction: 'up' });
    expect(executiveSchema.array().parse(top.json())[0]?.id).toBe('president');

    expect((await send('DELETE', `/api/executives/${executive.id}`)).statusCode).toBe(204);
    expect((await send('DELETE', `/api/executives/${executive.id}`)).statusCode).toBe(404);
    expect((await send('PUT', '/api/executives/nobody', { name: 'X' })).statusCode).toBe(404);
    expect((await list()).map((e) => e.id)).not.toContain(executive.id);

    expect(await auditDescriptions()).toEqual(
      expect.arrayContaining([
        'created the executive “Kelechi Umeh, Treasurer”',
        'updated the executive “Kelechi Umeh, Financial Secretary”',
        'moved the executive “Kelechi Umeh”',
        'deleted the executive “Kelechi Umeh, Financial Secretary”',
      ]),
    );
  });

  it('takes a photo as multipart, and reports it to the media library', async () => {
    const jpeg = await photoJpeg(320, 320);
    const body = multipartBody([
      ...Object.entries(valid).map(([name, value]) => ({ name, value })),
      { name: 'image', filename: 'kelechi.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/executives',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(response.statusCode).toBe(201);
    const executive = executiveSchema.parse(response.json());
    expect(executive.imageUrl).toMatch(/^\/media\//);
    expect(executive.achievements).toEqual(['Balanced the books', 'Set up online dues']);
    const uses = await mediaReferencesRepository(app.db).uses();
    expect(uses.get(executive.imageUrl ?? '')).toEqual([
      {
        url: executive.imageUrl,
        place: 'executive-photo',
        id: executive.id,
        title: 'Kelechi Umeh',
      },
    ]);
    expect((await send('DELETE', `/api/executives/${executive.id}`)).statusCode).toBe(204);
  });

  it('shows a saved name on the next public page read', async () => {
    const first = await app.inject('/about');
    expect(first.body).toContain('<h3>Adaeze Okafor</h3>');
    expect((await app.inject('/about')).headers['x-cache']).toBe('hit');

    const saved = await send('PUT', '/api/executives/president', { name: 'Adaeze Okafor-Bello' });
    expect(saved.statusCode).toBe(200);
    const next = await app.inject('/about');
    expect(next.headers['x-cache']).toBe('miss');
    expect(next.body).toContain('<h3>Adaeze Okafor-Bello</h3>');
    await send('PUT', '/api/executives/president', { name: 'Adaeze Okafor' });
  });
});
