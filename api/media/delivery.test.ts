import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../contract/errors';
import { mediaVariantUrl } from '../../contract/media';
import type { StoredMedia } from './types';
import type { Media } from './service';
import { buildMediaTestApp, listFiles, photoJpeg, upload, type MediaTestApp } from './testing';

const avifAccept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let t: MediaTestApp;
let photo: StoredMedia;
let pdf: StoredMedia;
beforeAll(async () => {
  t = await buildMediaTestApp();
  const tagged = await sharp(await photoJpeg(900, 600))
    .withExif({
      IFD0: { Make: 'SpyCam' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 55/1 0/1' },
    })
    .jpeg()
    .toBuffer();
  photo = (await upload(t.app, { data: tagged })).json().files.photo;
  const document = Buffer.from('%PDF-1.7\n%%EOF\n');
  pdf = (await upload(t.app, { name: 'doc', data: document, filename: 'n.pdf' })).json().files.doc;
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /media/<image>', () => {
  it('sends the stored image with immutable caching, an ETag and nosniff', async () => {
    const response = await get(photo.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.length).toBe(photo.bytes);
  });

  it('answers WebP at once while the AVIF a browser takes is made, then the AVIF', async () => {
    const url = mediaVariantUrl(photo.url, { width: 400 });
    const first = await get(url, { accept: avifAccept });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers.vary).toMatch(/accept/i);
    // Not to be kept: the next request may get the AVIF.
    expect(first.headers['cache-control']).toBe('public, no-cache');
    await expect
      .poll(async () => (await get(url, { accept: avifAccept })).headers['content-type'])
      .toBe('image/avif');
    const avif = await get(url, { accept: avifAccept });
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(avif.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 400, 267]);
  });

  it.each([
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/avif;q=0,image/webp', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('picks the format from Accept %j', async (accept, type, format) => {
    const response = await get(mediaVariantUrl(photo.url, { width: 400 }), { accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers.vary).toMatch(/accept/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 400, 267]);
  });

  it('makes an explicit format and never enlarges', async () => {
    const response = await get(`${photo.url}?w=2400&f=webp&q=60`);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers.vary).toBeUndefined();
    expect((await sharp(response.rawPayload).metadata()).width).toBe(900);
  });

  it('answers 304 to a matching If-None-Match, and a new format gets a new ETag', async () => {
    const url = mediaVariantUrl(photo.url, { width: 200 });
    const first = await get(url, { accept: 'image/webp' });
    const etag = String(first.headers.etag);
    const again = await get(url, { accept: 'image/webp', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const jpeg = await get(url, { accept: '*/*', 'if-none-match': etag });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers.etag).not.toBe(etag);
  });

  it('carries no metadata in any derivative', async () => {
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const response = await get(mediaVariantUrl(photo.url, { width: 400, format }));
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.exif, meta.xmp, meta.icc], format).toEqual([undefined, undefined, undefined]);
      expect(response.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
    }
  });

  it('makes a derivative once for 20 concurrent requests, and caches it on disk', async () => {
    const media = t.app.media as Media;
    const before = media.derivatives.made;
    const url = mediaVariantUrl(photo.url, { width: 800, quality: 60, format: 'webp' });
    const responses = await Promise.all(Array.from({ length: 20 }, () => get(url)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.rawPayload.toString('base64'))).size).toBe(
      1,
    );
    expect(media.derivatives.made - before).toBe(1);
    await get(url);
    expect(media.derivatives.made - before).toBe(1);
    const cached = await listFiles(path.join(t.dataDir, 'media-cache'));
    expect(cached).toContain(`${photo.key.slice(2, 66)}/w800-q60.webp`);
  });

  it('refuses widths, qualities and formats off the list (400)', async () => {
    for (const query of ['w=401', 'w=99999', 'q=81', 'q=50', 'q=70', 'f=gif', 'w=abc']) {
      const response = await get(`${photo.url}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorResponseSchema.parse(response.json()).error).toBeTruthy();
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: photo.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(photo.bytes));
    expect(response.rawPayload.length).toBe(0);
  });
});

describe('GET /media/<pdf>', () => {
  it('sends a PDF as an attachment with a safe filename', async () => {
    const response = await get(pdf.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="document-[0-9a-f]{8}\.pdf"$/,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['Past Questions 2024.pdf', 'Past-Questions-2024.pdf'],
    ['../../etc/passwd', 'etc-passwd.pdf'],
    ['a"b\r\nSet-Cookie: x=1', 'a-b-Set-Cookie-x-1.pdf'],
    ['exe\u202Efdp.pdf', 'exe-fdp.pdf'],
    ['Schrödinger notes', 'Schro-dinger-notes.pdf'],
  ])('makes the download name %j safe', async (name, expected) => {
    const response = await get(`${pdf.url}?name=${encodeURIComponent(name)}`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${expected}"`);
  });
});

describe('keys that are not ours', () => {
  it.each([
    '/media/i/0000000000000000000000000000000000000000000000000000000000000000.jpg',
    '/media/nope',
    '/media/',
    '/media/../package.json',
    '/media/%2e%2e/package.json',
    '/media/i/..%2f..%2fpackage.json',
    '/media/i%2f..%2f..%2f..%2fetc%2fpasswd',
    '/media/i/ABCDEF.jpg',
    '/media/.incoming/x',
  ])('answers 404 JSON for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(errorResponseSchema.parse(response.json())).toEqual({ error: 'Not found' });
    expect(String(response.headers['cache-control'] ?? '')).not.toContain('immutable');
  });
});
