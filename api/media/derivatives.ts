import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { encodeVariant } from './encode';
import type { EncodeQueue } from './encode-queue';
import { hashOfKey } from './keys';
import type { MediaStorage } from './storage';
import { variantName, type Variant } from './variants';

/**
 * Derivatives on local disk, `<root>/<sha256>/<variant>` (DATA_DIR/media-cache). Each is made once:
 * later requests read the file, and concurrent requests for one that is being made wait for that
 * same job instead of starting their own. A file appears only complete (written aside, then renamed).
 */
export class DerivativeCache {
  /** How many derivatives this cache has encoded (tests check coalescing with it). */
  made = 0;
  private readonly inflight = new Map<string, Promise<string | undefined>>();
  private readonly incoming: string;

  constructor(
    private readonly root: string,
    private readonly storage: MediaStorage,
    private readonly encodes: EncodeQueue,
  ) {
    this.incoming = path.join(root, '.incoming');
  }

  private fileOf(key: string, variant: Variant): string {
    return path.join(this.root, hashOfKey(key), variantName(variant));
  }

  /** The derivative's file when it is already made (a cache hit), else undefined. */
  async cached(key: string, variant: Variant): Promise<string | undefined> {
    const file = this.fileOf(key, variant);
    return (await exists(file)) ? file : undefined;
  }

  /** The derivative's file, made if needed; undefined when the stored image does not exist. */
  async get(
    key: string,
    variant: Variant,
    options: { background?: boolean } = {},
  ): Promise<string | undefined> {
    const file = this.fileOf(key, variant);
    // Registered before the first await, so a request arriving meanwhile joins this job.
    let job = this.inflight.get(file);
    if (!job) {
      job = this.findOrMake(key, variant, file, options.background).finally(() =>
        this.inflight.delete(file),
      );
      this.inflight.set(file, job);
    }
    return job;
  }

  private async findOrMake(
    key: string,
    variant: Variant,
    file: string,
    background = false,
  ): Promise<string | undefined> {
    if (await exists(file)) return file;
    const source = await this.storage.read(key);
    if (!source) return undefined;
    const output = await this.encodes.run(() => encodeVariant(source, variant), { background });
    this.made += 1;
    await fsp.mkdir(this.incoming, { recursive: true });
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const temporary = path.join(this.incoming, randomBytes(12).toString('hex'));
    await fsp.writeFile(temporary, output);
    await fsp.rename(temporary, file);
    return file;
  }

  /** Drops every derivative of a stored object (when the object is deleted). */
  async forget(key: string): Promise<void> {
    await fsp.rm(path.join(this.root, hashOfKey(key)), { recursive: true, force: true });
  }

  /**
   * Drops derivatives whose stored object is gone (one made while its object was being deleted) and
   * unfinished writes older than `before`. `storedHashes` are the hashes of every stored object.
   */
  async prune(storedHashes: ReadonlySet<string>, before: Date): Promise<void> {
    const entries = await fsp.readdir(this.root).catch(() => [] as string[]);
    for (const entry of entries) {
      if (/^[0-9a-f]{64}$/.test(entry) && !storedHashes.has(entry)) {
        await fsp.rm(path.join(this.root, entry), { recursive: true, force: true });
      }
    }
    for (const name of await fsp.readdir(this.incoming).catch(() => [] as string[])) {
      const file = path.join(this.incoming, name);
      const stat = await fsp.stat(file).catch(() => undefined);
      if (stat && stat.mtime < before) await fsp.rm(file, { force: true });
    }
  }
}

const exists = (file: string) =>
  fsp.access(file).then(
    () => true,
    () => false,
  );
