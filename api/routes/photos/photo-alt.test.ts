import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoAltText, photoSchema } from '../../../contract/photos';
import {
  buildMediaTestApp,
  multipartBody,
  photoJpeg,
  type MediaTestApp,
} from '../../media/testing';
import { staffHeaders } from '../../test/staff';

let media: MediaTestApp;
let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;

async function upload(fields: Record<string, string>) {
  const body = multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'photo', filename: 'p.jpg', type: 'image/jpeg', data: await photoJpeg(300, 200) },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/photos',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  expect(response.statusCode).toBe(201);
  return photoSchema.parse(response.json());
}

const put = (id: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/photos/${id}`, headers: auth, payload });

beforeAll(async () => {
  media = await buildMediaTestApp();
  app = media.app;
  auth = await staffHeaders(app, 'editor');
});
afterAll(async () => media.close());

describe('a photo’s alt text', () => {
  it('is absent unless staff write one, and then falls back to name and label', async () => {
    const photo = await upload({ name: 'Reunion', label: 'Homecoming' });
    expect(photo.alt).toBeUndefined();
    expect(photoAltText(photo)).toBe('Reunion: Homecoming');
  });

  it('is stored at upload, changed with PUT, and cleared by a blank value', async () => {
    const photo = await upload({ name: 'Quiz', label: 'Final', alt: 'Four students at a desk' });
    expect(photo.alt).toBe('Four students at a desk');

    const changed = await put(photo._id, { alt: '  Students holding the trophy ' });
    expect(changed.statusCode).toBe(200);
    expect(photoSchema.parse(changed.json()).alt).toBe('Students holding the trophy');

    const cleared = photoSchema.parse((await put(photo._id, { alt: '' })).json());
    expect(cleared.alt).toBeUndefined();
    expect(photoAltText(cleared)).toBe('Quiz: Final');
  });

  it('is limited to 300 characters', async () => {
    const photo = await upload({ name: 'Long', label: 'Alt' });
    const response = await put(photo._id, { alt: 'x'.repeat(301) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^alt/);
  });
});

describe('photoAltText', () => {
  it('says Untitled for a photo without a name', () => {
    expect(photoAltText({ label: 'On stage' })).toBe('Untitled: On stage');
    expect(photoAltText({ name: ' ', label: '', alt: ' ' })).toBe('Untitled');
  });
});
