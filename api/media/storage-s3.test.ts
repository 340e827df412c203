import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaVariantUrl } from '../../contract/media';
import type { S3Config } from '../config';
import { buildTestApp, testConfig } from '../test/test-app';
import { sharedLeases } from './leases';
import { GRACE_MS, Media } from './service';
import { S3Storage } from './storage-s3';
import { buildMediaTestApp, photoJpeg, upload, type MediaTestApp } from './testing';

const bucket = 'chapter-media';
let server: S3rver;
let directory: string;
let config: S3Config;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
});
afterAll(async () => {
  await server.close();
  await fs.rm(directory, { recursive: true, force: true });
});

const key = (n: number) => `i/${String(n).repeat(64).slice(0, 64)}.jpg`;

describe('S3Storage', () => {
  it('puts, reads, streams, lists and deletes objects', async () => {
    const storage = new S3Storage(config);
    try {
      await storage.put(key(1), Buffer.from('one'), 'image/jpeg');
      await storage.put(key(2), Buffer.from('two!'), 'image/jpeg');
      expect(await storage.read(key(1))).toEqual(Buffer.from('one'));
      const opened = await storage.open(key(2));
      if (!opened) throw new Error('object 2 is missing');
      expect(opened.bytes).toBe(4);
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe('two!');

      const listed = [];
      for await (const object of storage.list()) listed.push(object);
      expect(listed.map((object) => object.key).sort()).toEqual([key(1), key(2)]);
      expect(listed.map((object) => object.bytes).sort()).toEqual([3, 4]);
      expect(listed[0]?.modified.getTime()).toBeGreaterThan(Date.now() - 60_000);

      await storage.delete(key(1));
      await storage.delete(key(1)); // deleting twice is fine
      expect(await storage.read(key(1))).toBeUndefined();
      expect(await storage.open(key(1))).toBeUndefined();
      await storage.delete(key(2));
    } finally {
      storage.close();
    }
  });
});

describe('the media module on S3', () => {
  let t: MediaTestApp;
  beforeAll(async () => {
    t = await buildMediaTestApp({ storage: { driver: 's3', ...config } });
  });
  afterAll(async () => t.close());

  it('stores an upload in the bucket, serves it and its derivatives, and releases it', async () => {
    const response = await upload(t.app, { data: await photoJpeg(500, 300) });
    expect(response.statusCode).toBe(201);
    const photo = response.json().files.photo;
    expect(await fs.readdir(t.dataDir).catch(() => [])).not.toContain('media'); // nothing on local disk

    const original = await t.app.inject(photo.url);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.length).toBe(photo.bytes);
    const derivative = await t.app.inject({
      url: mediaVariantUrl(photo.url, { width: 200 }),
      headers: { accept: 'image/webp' },
    });
    expect(derivative.headers['content-type']).toBe('image/webp');
    expect((await sharp(derivative.rawPayload).metadata()).width).toBe(200);

    await t.app.media.release(photo.url);
    expect((await t.app.inject(photo.url)).statusCode).toBe(404);
  });

  it('keeps derivatives in the bucket, made once and found by every instance', async () => {
    const other = await buildMediaTestApp({ storage: { driver: 's3', ...config } });
    try {
      const photo = (await upload(t.app, { data: await photoJpeg(480, 320) })).json().files.photo;
      const url = mediaVariantUrl(photo.url, { width: 400, format: 'webp' });
      const first = await t.app.inject(url);
      expect(first.statusCode).toBe(200);
      const hash = photo.key.slice(2, 66);
      expect(await bucketKeys(`v/${hash}/`)).toEqual([`v/${hash}/w400-q80.webp`]);
      expect(await fs.readdir(t.dataDir).catch(() => [])).not.toContain('media-cache');

      const made = (other.app.media as Media).derivatives.made;
      const second = await other.app.inject(url);
      expect(second.statusCode).toBe(200);
      expect(second.headers['content-type']).toBe('image/webp');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect((other.app.media as Media).derivatives.made).toBe(made); // found, not made again

      await other.app.media.release(photo.url);
      expect(await bucketKeys(`v/${hash}/`)).toEqual([]);
      expect((await t.app.inject(url)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('drops derivatives whose object is gone when it sweeps', async () => {
    const orphan = `v/${'e'.repeat(64)}/w200-q75.webp`;
    const storage = new S3Storage(config);
    try {
      await storage
        .derivativeStore()
        .put('e'.repeat(64), 'w200-q75.webp', Buffer.from('x'), 'image/webp');
      expect(await bucketKeys('v/')).toContain(orphan);
      t.app.media.registerReferences(async () => new Set());
      await t.app.media.sweepOrphans();
      expect(await bucketKeys('v/')).not.toContain(orphan);
    } finally {
      storage.close();
    }
  });
});

describe('leases on a shared bucket', () => {
  it('keep an object one instance stored while another releases the same bytes', async () => {
    const owner = await buildTestApp();
    const dirs = await Promise.all(
      [1, 2].map(() => fs.mkdtemp(path.join(os.tmpdir(), 'chapter-leases-'))),
    );
    const storages = dirs.map(() => new S3Storage(config));
    try {
      // Two instances on one database (its rate-limit table keeps the leases) and one bucket.
      const [first, second] = storages.map(
        (storage, index) =>
          new Media(
            storage,
            testConfig().media,
            dirs[index] ?? '',
            owner.log,
            Date.now,
            sharedLeases(owner.rateLimits, GRACE_MS),
          ),
      );
      if (!first || !second) throw new Error('two instances are needed');
      const data = await photoJpeg(140, 90);
      const store = (media: Media) =>
        media.store({ stream: Readable.from([data]), filename: 'x.jpg' }, 'image');
      const stored = await store(first);
      await store(second); // the same bytes, for a row not written yet
      await first.release(stored.url);
      expect(await first.storage.read(stored.key)).toBeDefined();
      await second.release(stored.url);
      expect(await first.storage.read(stored.key)).toBeUndefined();
    } finally {
      for (const storage of storages) storage.close();
      await owner.close();
      for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

/** The bucket's keys under a prefix, as s3rver keeps them. */
async function bucketKeys(prefix: string): Promise<string[]> {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: true,
    credentials: config.credentials,
  });
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (page.Contents ?? []).flatMap(({ Key }) => (Key ? [Key] : [])).sort();
  } finally {
    client.destroy();
  }
}
