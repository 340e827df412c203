import os from 'node:os';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_QUALITIES, MEDIA_WIDTHS } from '../../contract/media';
import { EncodeQueue } from './encode-queue';
import type { StoredMedia } from './types';
import type { Media } from './service';
import { buildMediaTestApp, photoJpeg, upload, type MediaTestApp } from './testing';

let t: MediaTestApp;
let images: StoredMedia[];
beforeEach(async () => {
  t = await buildMediaTestApp();
  images = [];
  // Photo-like noise, large enough that encoding takes a while: two different images.
  const photo = await photoJpeg(480, 320);
  for (const data of [photo, await sharp(photo).flop().jpeg().toBuffer()]) {
    images.push((await upload(t.app, { data })).json().files.photo);
  }
});
afterEach(async () => t.close());

/** Every allowed derivative of the test images: 2 images x 6 widths x 3 qualities x 3 formats. */
function distinctUrls(): string[] {
  return images.flatMap((image) =>
    MEDIA_WIDTHS.flatMap((w) =>
      MEDIA_QUALITIES.flatMap((q) =>
        (['avif', 'webp', 'jpeg'] as const).map((f) => `${image.url}?w=${w}&q=${q}&f=${f}`),
      ),
    ),
  );
}

const get = (url: string, remoteAddress = '203.0.113.50') => t.app.inject({ url, remoteAddress });

describe('image derivatives cannot burn the CPU', () => {
  it(
    'fires 100 distinct cache misses: 60 are made through a queue of one encode per core, the rest get 429, and /api/health answers meanwhile',
    { timeout: 60_000 },
    async () => {
      const media = t.app.media as Media;
      const urls = distinctUrls().slice(0, 100);
      expect(new Set(urls).size).toBe(100);
      const madeBefore = media.derivatives.made;
      media.encodes.peak = 0;

      let floodAnswered = false;
      const flood = Promise.all(urls.map((url) => get(url))).finally(() => {
        floodAnswered = true;
      });
      while (media.encodes.active === 0) await new Promise((resolve) => setTimeout(resolve, 1));
      // While the flood is being encoded, the health check answers, time after time: it never
      // waits behind the encodes (no timing is asserted: a busy test machine's are its own).
      for (let index = 0; index < 5; index += 1) {
        const health = await t.app.inject('/api/health');
        expect(health.statusCode).toBe(200);
      }
      const encodingDuringHealthChecks = media.encodes.active > 0 && !floodAnswered;
      const responses: LightMyRequestResponse[] = await flood;

      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(60);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40);
      const refused = responses.find((response) => response.statusCode === 429)!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.json().error).toMatch(/^Too many new image sizes asked for/);

      expect(media.derivatives.made - madeBefore).toBe(60);
      // As many encodes at once as there are cores, never more.
      expect(media.encodes.concurrency).toBe(os.availableParallelism());
      expect(media.encodes.peak).toBe(media.encodes.concurrency);
      expect(media.encodes.active).toBe(0);
      expect(encodingDuringHealthChecks).toBe(true);

      // Cache hits are never limited: the client past its limit still gets every one already made.
      const made = urls.filter((_, index) => statuses[index] === 200);
      const hits = await Promise.all(made.map((url) => get(url)));
      expect(hits.map((response) => response.statusCode)).toEqual(Array(60).fill(200));
      expect(media.derivatives.made - madeBefore).toBe(60);
      // Another client's misses are its own.
      const refusedUrl = urls[statuses.indexOf(429)]!;
      expect((await get(refusedUrl, '198.51.100.60')).statusCode).toBe(200);
      // Stored images (no parameters) are not derivatives: never limited.
      expect((await get(images[0]!.url)).statusCode).toBe(200);
    },
  );

  it('accepts only a small set of qualities', async () => {
    expect(MEDIA_QUALITIES).toEqual([60, 80, 90]);
    for (const q of [10, 50, 70, 85, 100]) {
      expect((await get(`${images[0]!.url}?w=400&q=${q}`)).statusCode, `q=${q}`).toBe(400);
    }
  });
});

describe('EncodeQueue', () => {
  it('runs at most `concurrency` tasks at once and hands each place straight on', async () => {
    const queue = new EncodeQueue(2, 100);
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 30 }, () => queue.run(task)));
    expect([most, queue.peak, queue.active]).toEqual([2, 2, 0]);
  });

  it('answers 503 when too many are waiting, and a failed task frees its place', async () => {
    const queue = new EncodeQueue(1, 1);
    let release = () => {};
    const blocker = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toMatchObject({ statusCode: 503 });
    release();
    await blocker;
    expect(await waiting).toBe('second');
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow(
      'bad image',
    );
    expect(await queue.run(async () => 'after')).toBe('after');
    expect(queue.active).toBe(0);
  });
});

describe('an AVIF made in the background', () => {
  it("is not held against the client's new-derivative limit: one point per image asked for", async () => {
    const accept = 'image/avif,image/webp,*/*';
    // 36 derivatives (2 images, 6 widths, 3 qualities), each WebP at once with its AVIF behind.
    const urls = MEDIA_WIDTHS.flatMap((w) =>
      MEDIA_QUALITIES.flatMap((q) => images.map((image) => `${image.url}?w=${w}&q=${q}`)),
    );
    // 60 new derivatives a minute by default: counted once each they stay within it, counted
    // twice (the AVIF too) they would not.
    const answers = [];
    for (const url of urls) {
      answers.push(
        (await t.app.inject({ url, headers: { accept }, remoteAddress: '203.0.113.9' })).statusCode,
      );
    }
    expect(answers).toEqual(Array(answers.length).fill(200));
  });
});
