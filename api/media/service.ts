import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '../../db/request-transaction';
import type { MediaConfig } from '../config';
import { DerivativeCache } from './derivatives';
import { LocalDerivatives } from './derivatives-local';
import { EncodeQueue } from './encode-queue';
import type {
  MediaDeletion,
  MediaKind,
  MediaService,
  ReferenceLister,
  StoredFile,
  StoredMedia,
} from './types';
import { prepareImage, preparePdf } from './ingest';
import { KeyedLock } from './keyed-lock';
import { memoryLeases, type Leases } from './leases';
import { imageDimensions } from './dimensions';
import { contentTypes, hashOfKey, keyFromUrl, kindOfKey, makeKey, urlOfKey } from './keys';
import { readLimited } from './read-limited';
import type { MediaStorage } from './storage';
import { LocalStorage } from './storage-local';

/** How long a fresh object is safe from the sweep: time for the row that will use it to be written. */
export const GRACE_MS = 60 * 60 * 1000;

/** How much of a stored image is read to find its size (stored images have it near the start). */
const HEAD_BYTES = 64 * 1024;
/** Image sizes remembered (a key's bytes never change); past this many the memory starts again. */
const MAX_REMEMBERED_SIZES = 10_000;

/**
 * The media module: stores uploads, deletes objects nothing uses, and owns the derivative cache.
 *
 * Keys are content hashes, so one object can serve many rows, and an upload can be in flight
 * (stored, its row not yet written) while another row using the same bytes is deleted. Two things
 * keep a live object from being deleted:
 * - references: every module that keeps media URLs in its rows registers a lister, and nothing a
 *   lister returns is deleted;
 * - leases: each store() leases its key for GRACE_MS (in this process's memory, or with a shared
 *   bucket in the database, so every instance sees them: leases.ts); release() gives back one
 *   lease, and an object is deleted only when no lease is left. After a restart the object's age
 *   plays the same part for the sweep.
 */
export class Media implements MediaService {
  readonly derivatives: DerivativeCache;
  /** Every encode, upload or derivative, waits its turn here. */
  readonly encodes = new EncodeQueue();
  private readonly listers: ReferenceLister[] = [];
  private readonly leases: Leases;
  private readonly lock = new KeyedLock();
  private readonly sizes = new Map<string, { width: number; height: number } | undefined>();

  constructor(
    readonly storage: MediaStorage,
    private readonly config: MediaConfig,
    cacheDir: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    leases?: Leases,
  ) {
    this.leases = leases ?? memoryLeases(GRACE_MS, now);
    const store = storage.derivativeStore?.() ?? new LocalDerivatives(cacheDir);
    this.derivatives = new DerivativeCache(store, storage, this.encodes);
  }

  async store(
    file: { stream: NodeJS.ReadableStream; filename: string },
    kind: MediaKind,
  ): Promise<StoredMedia> {
    // The filename is deliberately unused: the key comes from the content, the type from the bytes.
    const limit = this.maxBytes(kind);
    const data = await readLimited(
      file.stream,
      limit,
      kind === 'pdf' ? 'The document' : 'The image',
    );
    const prepared =
      kind === 'pdf'
        ? preparePdf(data)
        : await this.encodes.run(() => prepareImage(data, this.config));
    const key = makeKey(
      createHash('sha256').update(prepared.data).digest('hex'),
      prepared.extension,
    );
    await this.lock.run(key, async () => {
      // Written again even when it exists: that refreshes its age, which the sweep goes by.
      await this.storage.put(key, prepared.data, contentTypes[prepared.extension]);
      await this.leases.add(key);
    });
    const stored: StoredMedia = { key, kind, url: urlOfKey(key), bytes: prepared.data.length };
    if (prepared.width) Object.assign(stored, { width: prepared.width, height: prepared.height });
    return stored;
  }

  get driver(): 'local' | 's3' {
    return this.storage instanceof LocalStorage ? 'local' : 's3';
  }

  storageReachable(): Promise<boolean> {
    return this.storage.ping();
  }

  maxBytes(kind: MediaKind): number {
    return kind === 'pdf' ? this.config.maxPdfBytes : this.config.maxImageBytes;
  }

  /**
   * Gives back one use of an object, deleting it when nothing else uses it; inside a request
   * transaction, only once the change that stopped using it has committed (a rolled-back change
   * still points at it).
   */
  release(url: string): Promise<void> {
    return afterCommit(() => this.releaseNow(url));
  }

  private async releaseNow(url: string): Promise<void> {
    const key = keyFromUrl(url);
    if (!key) return;
    try {
      await this.lock.run(key, async () => {
        if (await this.leases.drop(key)) return;
        if ((await this.referencedKeys()).has(key)) return;
        await this.remove(key);
      });
    } catch (error) {
      // The caller's change is already made; a leftover object is the sweep's to remove.
      this.log.warn({ err: error, key }, 'media release failed');
    }
  }

  async list(): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    for await (const { key, modified, bytes } of this.storage.list()) {
      files.push({ key, kind: kindOfKey(key), url: urlOfKey(key), bytes, modified });
    }
    return files;
  }

  async dimensions(key: string): Promise<{ width: number; height: number } | undefined> {
    if (kindOfKey(key) !== 'image') return undefined;
    if (this.sizes.has(key)) return this.sizes.get(key);
    const head = await this.readHead(key);
    if (head === undefined) return undefined;
    const size = imageDimensions(head);
    if (this.sizes.size >= MAX_REMEMBERED_SIZES) this.sizes.clear();
    this.sizes.set(key, size);
    return size;
  }

  async sizeOf(key: string): Promise<number | undefined> {
    const object = await this.storage.open(key);
    object?.stream.destroy();
    return object?.bytes;
  }

  async delete(key: string): Promise<MediaDeletion> {
    // With no lister every object would look unused (see sweep): refuse rather than guess.
    if (this.listers.length === 0) throw new Error('No media references registered');
    return this.lock.run(key, async () => {
      if ((await this.referencedKeys()).has(key)) return 'in-use';
      if ((await this.sizeOf(key)) === undefined) return 'missing';
      await this.remove(key);
      return 'deleted';
    });
  }

  /** The first HEAD_BYTES of a stored object (all of a smaller one); undefined when it is not stored. */
  private async readHead(key: string): Promise<Buffer | undefined> {
    const object = await this.storage.open(key);
    if (!object) return undefined;
    const chunks: Buffer[] = [];
    let length = 0;
    try {
      for await (const chunk of object.stream) {
        chunks.push(chunk as Buffer);
        length += (chunk as Buffer).length;
        if (length >= HEAD_BYTES) break;
      }
    } finally {
      object.stream.destroy();
    }
    return Buffer.concat(chunks);
  }

  registerReferences(lister: ReferenceLister): void {
    this.listers.push(lister);
  }

  /**
   * Deletes every object that no lister references, holds no lease and was written more than
   * GRACE_MS ago; then drops derivatives of objects that are gone and leftovers of unfinished writes.
   * Does nothing until some module has registered its references: with no lister, every object
   * would look unused.
   */
  async sweepOrphans(): Promise<{ deleted: string[] }> {
    const cutoff = new Date(this.now() - GRACE_MS);
    return this.sweep({ objects: cutoff, leftovers: cutoff });
  }

  /**
   * The sweep of a process that holds the data folder's lock, before it serves (api/server.ts): no
   * other process can be writing, so leftovers of unfinished writes go whatever their age, and with
   * local storage so does every object no row references. A shared S3 bucket keeps the grace
   * period: another instance's upload may be between its object and its row.
   */
  async sweepAtStart(): Promise<{ deleted: string[] }> {
    const local = this.storage instanceof LocalStorage;
    return this.sweep({
      objects: new Date(this.now() - (local ? 0 : GRACE_MS)),
      // The latest date there is: a leftover with a clock-skewed future time goes too.
      leftovers: new Date(8.64e15),
    });
  }

  /** Objects written after `cutoffs.objects` and leftovers written after `cutoffs.leftovers` stay. */
  private async sweep(cutoffs: { objects: Date; leftovers: Date }): Promise<{ deleted: string[] }> {
    const deleted: string[] = [];
    if (this.listers.length === 0) return { deleted };
    // Asked only once an old object turns up: most sweeps (and every test app's) find none.
    let referenced: Set<string> | undefined;
    const storedHashes = new Set<string>();
    for await (const { key, modified } of this.storage.list()) {
      storedHashes.add(hashOfKey(key));
      if (modified > cutoffs.objects) continue;
      referenced ??= await this.referencedKeys();
      if (referenced.has(key)) continue;
      await this.lock.run(key, async () => {
        if (await this.leases.held(key)) return;
        await this.remove(key);
        deleted.push(key);
        storedHashes.delete(hashOfKey(key));
      });
    }
    this.leases.prune();
    await this.storage.purgeIncomplete(cutoffs.leftovers);
    await this.derivatives.prune(storedHashes, cutoffs.leftovers);
    if (deleted.length > 0)
      this.log.info({ deleted: deleted.length }, 'media sweep deleted unused objects');
    return { deleted };
  }

  /** The keys behind every registered lister's URLs (outside URLs drop out). */
  private async referencedKeys(): Promise<Set<string>> {
    const keys = new Set<string>();
    for (const urls of await Promise.all(this.listers.map((list) => list()))) {
      for (const url of urls) {
        const key = keyFromUrl(url);
        if (key) keys.add(key);
      }
    }
    return keys;
  }

  /** Derivatives first, so none is left behind for an original that is gone. */
  private async remove(key: string): Promise<void> {
    await this.derivatives.forget(key);
    await this.storage.delete(key);
  }
}
