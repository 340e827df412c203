import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypes, extensionOfKey, isMediaKey } from '../../media/keys';
import type { MediaStorage } from '../../media/storage';
import { mediaEntry } from './manifest';
import { progress, type ProgressSink } from './progress';

/** Copies every stored object (local disk or S3) into `staging`; answers the keys copied. */
export async function copyMediaOut(
  storage: MediaStorage,
  staging: string,
  sink?: ProgressSink,
): Promise<string[]> {
  const listed: string[] = [];
  for await (const object of storage.list()) listed.push(object.key);
  listed.sort();
  const copied: string[] = [];
  const shown = progress('Media', listed.length, sink);
  for (const key of listed) {
    const opened = await storage.open(key);
    // Deleted since it was listed (released by an edit): the database copy no longer needs it.
    if (!opened) continue;
    const file = path.join(staging, mediaEntry(key));
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await pipeline(opened.stream, fs.createWriteStream(file));
    copied.push(key);
    shown.step(opened.bytes);
  }
  shown.done();
  return copied;
}

/**
 * Makes the store hold exactly `keys` from `staging`: each is written whole (storage.put), then
 * objects the archive does not have are deleted.
 */
export async function copyMediaIn(
  storage: MediaStorage,
  staging: string,
  keys: string[],
  sink?: ProgressSink,
): Promise<void> {
  const wanted = new Set(keys);
  const shown = progress('Media', keys.length, sink);
  for (const key of keys) {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    const data = await fsp.readFile(path.join(staging, mediaEntry(key)));
    await storage.put(key, data, contentTypes[extensionOfKey(key)]);
    shown.step(data.length);
  }
  shown.done();
  const stale: string[] = [];
  for await (const object of storage.list()) if (!wanted.has(object.key)) stale.push(object.key);
  for (const key of stale) await storage.delete(key);
}
