import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponseSchema } from '../../contract/errors';
import { newsItemSchema } from '../../contract/news';
import {
  buildMediaTestApp,
  listFiles,
  multipartBody,
  photoJpeg,
  type MediaTestApp,
} from '../media/testing';
import { staffHeaders } from '../test/staff';

// Multipart forms: the text is checked with the contract's schema before any file is stored or
// re-encoded, so a refused form costs no image work and leaves nothing behind.
let media: MediaTestApp;
let auth: Record<string, string>;
let jpeg: Buffer;
beforeAll(async () => {
  media = await buildMediaTestApp();
  auth = await staffHeaders(media.app);
  jpeg = await photoJpeg(320, 240);
});
afterAll(async () => media.close());
afterEach(() => vi.restoreAllMocks());

const text = (values: Record<string, string>) =>
  Object.entries(values).map(([name, value]) => ({ name, value }));
const image = () => ({ name: 'image', filename: 'cover.jpg', type: 'image/jpeg', data: jpeg });

function post(url: string, parts: Parameters<typeof multipartBody>[0]) {
  const body = multipartBody(parts);
  return media.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}

const news = {
  name: 'Editor',
  title: 'Lab open day',
  summary: 'The labs open their doors.',
  date: '2026-03-02',
  category: 'academic',
};

describe('a multipart form with files', () => {
  it('refuses bad text with a 400 naming the field, before storing the file', async () => {
    const store = vi.spyOn(media.app.media, 'store');
    const before = await listFiles(media.dataDir);
    const response = await post('/api/academic-news', [
      ...text({ ...news, category: 'gossip' }),
      image(),
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorResponseSchema.parse(response.json()).fields ?? {})).toEqual([
      'category',
    ]);
    expect(store).not.toHaveBeenCalled();
    expect(await listFiles(media.dataDir)).toEqual(before);
  });

  it('refuses a photo with a bad category without re-encoding it', async () => {
    const store = vi.spyOn(media.app.media, 'store');
    const response = await post('/api/photos', [
      ...text({ label: 'Team', category: 'strangers' }),
      { name: 'photo', filename: 'team.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).fields).toHaveProperty('category');
    expect(store).not.toHaveBeenCalled();
  });

  it('refuses a text field sent after the file, keeping nothing', async () => {
    const before = await listFiles(media.dataDir);
    const { category, ...required } = news;
    const response = await post('/api/academic-news', [
      ...text(required),
      image(),
      ...text({ category }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).fields).toEqual({
      category: 'must come before the files',
    });
    expect(await listFiles(media.dataDir)).toEqual(before);
  });

  it('stores the file of a form whose text is good', async () => {
    const response = await post('/api/academic-news', [...text(news), image()]);
    expect(response.statusCode, response.body).toBe(201);
    expect(newsItemSchema.parse(response.json()).image).toMatch(/^\/media\/i\//);
  });
});
