import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDerivatives } from './derivatives-local';
import { DerivativeCache } from './derivatives';
import { EncodeQueue } from './encode-queue';
import { LocalStorage } from './storage-local';
import { photoJpeg } from './testing';

/** The derivative files it opened: each holds a file handle until its stream ends or is destroyed. */
class CountedDerivatives extends LocalDerivatives {
  opened = 0;
  override async open(hash: string, name: string) {
    const derivative = await super.open(hash, name);
    if (derivative) this.opened += 1;
    return derivative;
  }
}

let dir: string;
let store: CountedDerivatives;
let storage: LocalStorage;
let derivatives: DerivativeCache;
const webp = { width: 60, quality: 80, format: 'webp' } as const;
const missing = `i/${'0'.repeat(64)}.jpg`;
const stored = async () => {
  const key = `i/${'1'.repeat(64)}.jpg`;
  await storage.put(key, await photoJpeg(120, 80));
  return key;
};

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-derivatives-'));
  store = new CountedDerivatives(path.join(dir, 'media-cache'));
  storage = new LocalStorage(path.join(dir, 'media'));
  derivatives = new DerivativeCache(store, storage, new EncodeQueue(1));
});
afterEach(async () => fs.rm(dir, { recursive: true, force: true }));

describe('a derivative made ahead of being asked for', () => {
  it('is made without being opened, so no file is left open for the garbage collector to close', async () => {
    const key = await stored();
    expect(await derivatives.ensure(key, webp, { background: true })).toBe(true);
    expect(store.opened).toBe(0);
    expect(derivatives.made).toBe(1);

    const sent = await derivatives.get(key, webp);
    expect(store.opened).toBe(1);
    expect(derivatives.made).toBe(1);
    sent?.stream.destroy();
  });

  it('is not made for an image that is not stored', async () => {
    expect(await derivatives.ensure(missing, webp)).toBe(false);
    expect(await derivatives.get(missing, webp)).toBeUndefined();
  });
});
