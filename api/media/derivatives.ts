import { encodeVariant } from './encode';
import type { EncodeQueue } from './encode-queue';
import type { Derivative, DerivativeStore } from './derivative-store';
import { hashOfKey } from './keys';
import type { MediaStorage } from './storage';
import { outputContentType, variantName, type Variant } from './variants';

/**
 * Image derivatives, each made once and kept in a DerivativeStore (local disk, or the bucket shared
 * by every instance). Later requests read the kept one, and concurrent requests on this instance
 * for one being made wait for that same job instead of starting their own. Two instances asked at
 * the same moment may both encode it: they write the same bytes, so either write is the answer.
 */
export class DerivativeCache {
  /** How many derivatives this cache has encoded (tests check coalescing with it). */
  made = 0;
  private readonly inflight = new Map<string, Promise<boolean>>();

  constructor(
    readonly store: DerivativeStore,
    private readonly storage: MediaStorage,
    private readonly encodes: EncodeQueue,
  ) {}

  /** The derivative when it is already made (a cache hit), else undefined. */
  async cached(key: string, variant: Variant): Promise<Derivative | undefined> {
    return this.store.open(hashOfKey(key), variantName(variant));
  }

  /** The derivative, made if needed, open to send; undefined when the stored image does not exist. */
  async get(key: string, variant: Variant): Promise<Derivative | undefined> {
    return (await this.ensure(key, variant)) ? this.cached(key, variant) : undefined;
  }

  /**
   * Makes the derivative if it is not there yet, without opening it (a derivative opened and not
   * sent would hold its file until the garbage collector closed it); false when the stored image
   * does not exist.
   */
  async ensure(
    key: string,
    variant: Variant,
    options: { background?: boolean } = {},
  ): Promise<boolean> {
    const id = `${hashOfKey(key)}/${variantName(variant)}`;
    // Registered before the first await, so a request arriving meanwhile joins this job.
    let job = this.inflight.get(id);
    if (!job) {
      job = this.findOrMake(key, variant, options.background).finally(() =>
        this.inflight.delete(id),
      );
      this.inflight.set(id, job);
    }
    return job;
  }

  /** Whether the derivative is there now (found or made); false when its image is not stored. */
  private async findOrMake(key: string, variant: Variant, background = false): Promise<boolean> {
    if (await this.store.has(hashOfKey(key), variantName(variant))) return true;
    const source = await this.storage.read(key);
    if (!source) return false;
    const output = await this.encodes.run(() => encodeVariant(source, variant), { background });
    this.made += 1;
    await this.store.put(
      hashOfKey(key),
      variantName(variant),
      output,
      outputContentType(variant.format),
    );
    return true;
  }

  /** Drops every derivative of a stored object (when the object is deleted). */
  async forget(key: string): Promise<void> {
    await this.store.forget(hashOfKey(key));
  }

  /** See DerivativeStore.prune. */
  async prune(storedHashes: ReadonlySet<string>, before: Date): Promise<void> {
    await this.store.prune(storedHashes, before);
  }
}
