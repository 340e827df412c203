import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { GRACE_MS, Media } from './service';
import { LocalStorage } from './storage-local';
import { listFiles, photoJpeg } from './testing';

const HOUR = 60 * 60 * 1000;

let dir: string;
let clock: number;
let media: Media;
let referenced: Set<string>;
const objects = () => listFiles(path.join(dir, 'media'));
const derived = () => listFiles(path.join(dir, 'media-cache'));
const store = async (data: Buffer) =>
  media.store({ stream: Readable.from([data]), filename: 'x.jpg' }, 'image');

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-sweep-'));
  clock = Date.now();
  referenced = new Set();
  const storage = new LocalStorage(path.join(dir, 'media'));
  media = new Media(
    storage,
    testConfig().media,
    path.join(dir, 'media-cache'),
    Fastify().log,
    () => clock,
  );
});
afterEach(async () => fs.rm(dir, { recursive: true, force: true }));

describe('release', () => {
  it('deletes an unreferenced object with its derivatives, and ignores outside URLs', async () => {
    const stored = await store(await photoJpeg(120, 80));
    await media.derivatives.ensure(stored.key, { width: 200, quality: 80, format: 'webp' });
    expect(await derived()).toHaveLength(1);
    await media.release('https://res.cloudinary.com/demo/image/upload/sample.jpg');
    await media.release('/media/i/not-a-key.jpg');
    expect(await objects()).toHaveLength(1);
    await media.release(stored.url);
    expect(await objects()).toEqual([]);
    expect(await derived()).toEqual([]);
  });

  it('keeps an object another row still references', async () => {
    media.registerReferences(async () => referenced);
    const stored = await store(await photoJpeg(120, 80));
    referenced.add(stored.url);
    await media.release(stored.url);
    expect(await objects()).toEqual([stored.key]);
  });

  it('keeps an object stored twice until both stores are released (an upload may be in flight)', async () => {
    const data = await photoJpeg(120, 80);
    const first = await store(data);
    const second = await store(data);
    expect(second.key).toBe(first.key);
    await media.release(first.url);
    expect(await objects()).toEqual([first.key]);
    await media.release(second.url);
    expect(await objects()).toEqual([]);
  });

  it('keeps the object when the references cannot be listed', async () => {
    media.registerReferences(async () => {
      throw new Error('database down');
    });
    const stored = await store(await photoJpeg(120, 80));
    await expect(media.release(stored.url)).resolves.toBeUndefined();
    expect(await objects()).toEqual([stored.key]);
  });
});

describe('sweepOrphans', () => {
  it('does nothing while no module has registered its references', async () => {
    await store(await photoJpeg(120, 80));
    clock += 2 * HOUR;
    expect(await media.sweepOrphans()).toEqual({ deleted: [] });
    expect(await objects()).toHaveLength(1);
  });

  it('deletes unreferenced objects older than the grace period, and only those', async () => {
    media.registerReferences(async () => referenced);
    const kept = await store(await photoJpeg(120, 80));
    const orphan = await store(await photoJpeg(100, 90));
    referenced.add(kept.url).add('https://example.org/outside.jpg');
    await media.derivatives.ensure(orphan.key, { width: 200, quality: 80, format: 'jpeg' });

    expect((await media.sweepOrphans()).deleted).toEqual([]); // both are fresh
    clock += GRACE_MS + 1000;
    expect((await media.sweepOrphans()).deleted).toEqual([orphan.key]);
    expect(await objects()).toEqual([kept.key]);
    expect(await derived()).toEqual([]);
  });

  it('spares an old object that was just uploaded again, before its row is written', async () => {
    media.registerReferences(async () => referenced);
    const data = await photoJpeg(120, 80);
    await store(data);
    clock += 3 * HOUR; // the first row is long gone; the same bytes are uploaded again
    const again = await store(data);
    clock += 1000;
    expect((await media.sweepOrphans()).deleted).toEqual([]);
    expect(await objects()).toEqual([again.key]);
  });

  it('removes unfinished writes and derivatives whose object is gone', async () => {
    media.registerReferences(async () => referenced);
    await fs.mkdir(path.join(dir, 'media', '.incoming'), { recursive: true });
    await fs.writeFile(path.join(dir, 'media', '.incoming', 'crashed-write'), 'partial');
    const ghost = path.join(dir, 'media-cache', 'f'.repeat(64));
    await fs.mkdir(ghost, { recursive: true });
    await fs.writeFile(path.join(ghost, 'w400-q80.webp'), 'stale');
    clock += 2 * HOUR;
    await media.sweepOrphans();
    expect(await listFiles(path.join(dir, 'media', '.incoming'))).toEqual([]);
    expect(await derived()).toEqual([]);
  });
});
