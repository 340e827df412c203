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

it('an image an article body shows is in use: the sweep keeps it and the library says where', async () => {
  const { app } = media;
  const auth = await staffHeaders(app);
  // Uploaded with one item, then shown only in another's Markdown body.
  const upload = multipartBody([
    { name: 'name', value: 'Dr. Eze' },
    { name: 'title', value: 'First home of the picture' },
    { name: 'summary', value: 'Summary' },
    { name: 'date', value: '2026-11-01' },
    { name: 'image', filename: 'b.jpg', type: 'image/jpeg', data: await photoJpeg(410, 300) },
  ]);
  const first = newsItemSchema.parse(
    (
      await app.inject({
        method: 'POST',
        url: '/api/academic-news',
        payload: upload.payload,
        headers: { ...upload.headers, ...auth },
      })
    ).json(),
  );
  const image = first.image!;
  const created = await app.inject({
    method: 'POST',
    url: '/api/academic-news',
    headers: auth,
    payload: {
      name: 'Dr. Eze',
      title: 'The picture in the text',
      summary: 'Summary',
      body: `Look:\n\n![The lab](${image})`,
      date: '2026-11-02',
    },
  });
  expect(created.statusCode).toBe(201);
  await app.inject({ method: 'DELETE', url: `/api/academic-news/${first._id}`, headers: auth });
  await app.media.sweepOrphans();
  expect((await app.inject(image)).statusCode).toBe(200);
  const id = image.split('/').pop()!;
  const library = await app.inject({ url: `/api/admin/media?q=${id}`, headers: auth });
  expect(library.json().items[0].usages).toEqual([
    expect.objectContaining({ place: 'news-body', title: 'The picture in the text' }),
  ]);
});
