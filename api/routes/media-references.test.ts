import { afterAll, beforeAll, expect, it } from 'vitest';
import { newsItemSchema } from '../../contract/news';
import { buildMediaTestApp, multipartBody, photoJpeg, type MediaTestApp } from '../media/testing';
import { staffHeaders } from '../test/staff';

let media: MediaTestApp;
beforeAll(async () => {
  media = await buildMediaTestApp();
});
afterAll(async () => media.close());

it('the orphan sweep keeps a file that a content row still uses', async () => {
  const { app } = media;
  const auth = await staffHeaders(app);
  const body = multipartBody([
    { name: 'name', value: 'Dr. Eze' },
    { name: 'title', value: 'With a picture' },
    { name: 'summary', value: 'Summary' },
    { name: 'date', value: '2026-11-01' },
    { name: 'image', filename: 'a.jpg', type: 'image/jpeg', data: await photoJpeg(400, 300) },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/academic-news',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
  const item = newsItemSchema.parse(response.json());
  await app.media.sweepOrphans();
  expect((await app.inject(item.image!)).statusCode).toBe(200);
});
