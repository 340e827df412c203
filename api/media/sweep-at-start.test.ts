import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { Media } from './service';
import type { MediaStorage, StoredObject } from './storage';
import { LocalStorage } from './storage-local';
import { listFiles, photoJpeg } from './testing';

let dir: string;
let referenced: Set<string>;
const mediaOn = (storage: MediaStorage) => {
  const media = new Media(
    storage,
    testConfig().media,
    path.join(dir, 'media-cache'),
    Fastify().log,
  );
  media.registerReferences(async () => referenced);
  return media;
};
const store = async (media: Media, data: Buffer) =>
  media.store({ stream: Readable.from([data]), filename: 'x.jpg' }, 'image');
const leftover = async (folder: string, name: string) => {
  await fs.mkdir(path.join(dir, folder, '.incoming'), { recursive: true });
  await fs.writeFile(path.join(dir, folder, '.incoming', name), 'half of an upload');
};

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-start-sweep-'));
  referenced = new Set();
});
afterEach(async () => fs.rm(dir, { recursive: true, force: true }));

describe('sweepAtStart', () => {
  it("removes a killed process's unfinished writes and unreferenced objects at once, not an hour later", async () => {
    // The process that died: two uploads stored, one row written, two writes cut off midway.
    const before = mediaOn(new LocalStorage(path.join(dir, 'media')));
    const kept = await store(before, await photoJpeg(120, 80));
    const orphan = await store(before, await photoJpeg(100, 90));
    referenced.add(kept.url);
    await before.derivatives.ensure(orphan.key, { width: 60, quality: 80, format: 'webp' });
    await leftover('media', 'killed-upload');
    await leftover('media-cache', 'killed-derivative');

    // The next start, holding the data folder's lock.
    const media = mediaOn(new LocalStorage(path.join(dir, 'media')));
    expect((await media.sweepOrphans()).deleted).toEqual([]); // the hourly sweep waits for them
    expect(await media.sweepAtStart()).toEqual({ deleted: [orphan.key] });
    expect(await listFiles(path.join(dir, 'media'))).toEqual([kept.key]);
    expect(await listFiles(path.join(dir, 'media', '.incoming'))).toEqual([]);
    expect(await listFiles(path.join(dir, 'media-cache'))).toEqual([]);
    expect(await fs.readFile(path.join(dir, 'media', kept.key))).toHaveLength(kept.bytes);
  });

  it('keeps fresh unreferenced objects in a store other instances may share (S3)', async () => {
    const local = new LocalStorage(path.join(dir, 'media'));
    // Any storage but the data folder's own: it may be shared, so fresh objects keep their grace.
    const shared: MediaStorage = {
      put: (key, data) => local.put(key, data),
      read: (key) => local.read(key),
      open: (key) => local.open(key),
      delete: (key) => local.delete(key),
      list: (): AsyncIterable<StoredObject> => local.list(),
      purgeIncomplete: async () => {},
      ping: async () => true,
      close: () => {},
    };
    const stored = await store(mediaOn(shared), await photoJpeg(120, 80));
    await leftover('media-cache', 'killed-derivative');
    expect(await mediaOn(shared).sweepAtStart()).toEqual({ deleted: [] });
    expect(await listFiles(path.join(dir, 'media'))).toEqual([stored.key]);
    // The derivative cache is always the data folder's own.
    expect(await listFiles(path.join(dir, 'media-cache'))).toEqual([]);
  });
});
