import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSchema } from '../../../contract/photos';
import {
  buildMediaTestApp,
  listFiles,
  multipartBody,
  photoJpeg,
  type MediaTestApp,
} from '../../media/testing';
import { staffHeaders } from '../../test/staff';

let media: MediaTestApp;
let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
let jpeg: Buffer;

function uploadPhoto(fields: Record<string, string>, file: Buffer | null = jpeg) {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file ? [{ name: 'photo', filename: 'team.jpg', type: 'image/jpeg', data: file }] : []),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/photos',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}

beforeAll(async () => {
  media = await buildMediaTestApp();
  app = media.app;
  auth = await staffHeaders(app, 'editor');
  jpeg = await photoJpeg(900, 600);
});
afterAll(async () => media.close());

describe('the photos API', () => {
  it('uploads a photo with name, label and category, and serves it', async () => {
    const response = await uploadPhoto({
      name: 'Executive council',
      label: 'Sworn in',
      category: 'executives',
    });
    expect(response.statusCode).toBe(201);
    const photo = photoSchema.parse(response.json());
    expect(photo).toMatchObject({
      name: 'Executive council',
      label: 'Sworn in',
      category: 'executives',
      width: 900,
      height: 600,
    });
    expect(photo.url).toMatch(/^\/media\//);
    expect((await app.inject(photo.url)).statusCode).toBe(200);
  });

  it('defaults the category to alumni', async () => {
    const photo = photoSchema.parse(
      (await uploadPhoto({ name: 'Reunion', label: 'Homecoming' })).json(),
    );
    expect(photo.category).toBe('alumni');
  });

  it('lists newest first, filters by category and pages with a total', async () => {
    const all = photoSchema.array().parse((await app.inject('/api/photos')).json());
    expect(all.map((photo) => photo.name)).toEqual(['Reunion', 'Executive council']);
    const alumni = await app.inject('/api/photos?category=alumni&limit=1&page=1');
    expect(
      photoSchema
        .array()
        .parse(alumni.json())
        .map((photo) => photo.name),
    ).toEqual(['Reunion']);
    expect(alumni.headers['x-total-count']).toBe('1');
  });

  it('uploads a photo without a name (spec: optional, shown as Untitled), and a blank name is none', async () => {
    const uploads: Record<string, string>[] = [
      { label: 'Nameless' },
      { name: '   ', label: 'Blank name' },
    ];
    for (const fields of uploads) {
      const response = await uploadPhoto({ ...fields, category: 'events' });
      expect(response.statusCode).toBe(201);
      const photo = photoSchema.parse(response.json());
      expect(photo.name).toBeUndefined();
      expect(photo.label).toBe(fields.label);
      const stored = photoSchema.parse((await app.inject(`/api/photos/${photo._id}`)).json());
      expect(stored.name).toBeUndefined();
      await app.inject({ method: 'DELETE', url: `/api/photos/${photo._id}`, headers: auth });
    }
  });

  it('changes name, label and category with PUT, and deletes', async () => {
    const photo = photoSchema.parse(
      (await uploadPhoto({ name: 'Quiz', label: 'Final', category: 'events' })).json(),
    );
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/photos/${photo._id}`,
      headers: auth,
      payload: { name: 'Quiz bowl', label: 'The final', category: 'honorary' },
    });
    expect(updated.statusCode).toBe(200);
    expect(photoSchema.parse(updated.json())).toMatchObject({
      name: 'Quiz bowl',
      label: 'The final',
      category: 'honorary',
      url: photo.url,
    });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/photos/${photo._id}`, headers: auth }))
        .statusCode,
    ).toBe(204);
    expect((await app.inject(`/api/photos/${photo._id}`)).statusCode).toBe(404);
  });

  it.each([
    ['photo', { name: 'No file', label: 'x' }, false],
    ['label', { name: 'No label' }, true],
    ['category', { name: 'x', label: 'y', category: 'students' }, true],
  ])(
    'rejects a missing or bad %s with a 400 and stores nothing',
    async (field, fields, withFile) => {
      const before = await listFiles(`${media.dataDir}/media`);
      const response = await uploadPhoto(fields, withFile ? await photoJpeg(320, 200) : null);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(new RegExp(`^${field}`));
      expect(await listFiles(`${media.dataDir}/media`)).toEqual(before);
    },
  );

  it('refuses a JSON body and anonymous uploads', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/photos',
          headers: auth,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(415);
    const body = multipartBody([{ name: 'name', value: 'x' }]);
    expect((await app.inject({ method: 'POST', url: '/api/photos', ...body })).statusCode).toBe(
      401,
    );
  });

  it('rejects an unknown field in an update', async () => {
    const [photo] = photoSchema.array().parse((await app.inject('/api/photos')).json());
    const response = await app.inject({
      method: 'PUT',
      url: `/api/photos/${photo!._id}`,
      headers: auth,
      payload: { url: 'https://example.org/x.jpg' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/url/);
  });
});
