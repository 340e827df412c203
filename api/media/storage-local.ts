import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage, StoredObject } from './storage';
import { isMediaKey } from './keys';
import { isMissing, openLocalFile } from './local-files';

/**
 * Objects as files under one folder (DATA_DIR/media by default). A write goes to `.incoming/`, is
 * flushed to disk, then renamed into place, so a crash leaves either the old state or the whole new
 * file; `.incoming` leftovers (a killed process's) are purged at the next start and by the sweep.
 * Folders are made on first write, so an app that never stores anything leaves no trace on disk.
 */
export class LocalStorage implements MediaStorage {
  private readonly incoming: string;

  constructor(private readonly root: string) {
    this.incoming = path.join(root, '.incoming');
  }

  private pathOf(key: string): string {
    // Keys come from keys.ts; checking again here keeps a path outside the root impossible.
    if (!isMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fsp.mkdir(this.incoming, { recursive: true });
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(this.incoming, randomBytes(12).toString('hex'));
    try {
      const handle = await fsp.open(temporary, 'wx', 0o644);
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsp.rename(temporary, target);
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw error;
    }
    await syncDirectory(path.dirname(target));
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await fsp.readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async open(key: string) {
    return openLocalFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredObject> {
    for (const folder of ['i', 'd']) {
      let names: string[];
      try {
        names = await fsp.readdir(path.join(this.root, folder));
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      for (const name of names) {
        const key = `${folder}/${name}`;
        if (!isMediaKey(key)) continue;
        const stat = await fsp.stat(this.pathOf(key)).catch(() => undefined);
        if (stat) yield { key, modified: stat.mtime, bytes: stat.size };
      }
    }
  }

  async purgeIncomplete(before: Date): Promise<void> {
    const names = await fsp.readdir(this.incoming).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(this.incoming, name);
      const stat = await fsp.stat(file).catch(() => undefined);
      if (stat && stat.mtime < before) await fsp.rm(file, { force: true });
    }
  }

  /** The data folder (where the media folder is made on first write) is there and writable. */
  async ping(): Promise<boolean> {
    return fsp.access(path.dirname(this.root), fs.constants.W_OK).then(
      () => true,
      () => false,
    );
  }

  close(): void {}
}

/** Makes a rename durable: without it a power cut can forget the new directory entry. */
async function syncDirectory(directory: string): Promise<void> {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(directory, fs.constants.O_RDONLY);
    await handle.sync();
  } catch {
    // Some filesystems refuse fsync on a directory; the file itself is already on disk.
  } finally {
    await handle?.close();
  }
}
