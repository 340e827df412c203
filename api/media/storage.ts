import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaConfig } from '../config';
import type { DerivativeStore } from './derivative-store';
import { LocalStorage } from './storage-local';

export interface StoredObject {
  key: string;
  /** When it was last written: the sweep spares recent objects whose rows may still be on their way. */
  modified: Date;
  /** Its size in bytes. */
  bytes: number;
}

/** Where stored media objects live. Keys are validated by the caller (see keys.ts). */
export interface MediaStorage {
  /**
   * Writes the whole object or nothing: a reader never sees a partial file. Writing an existing key
   * again replaces it and refreshes its modified time.
   */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when it does not exist. */
  read(key: string): Promise<Buffer | undefined>;
  /** A stream of the object and its size, or undefined when it does not exist. */
  open(key: string): Promise<{ stream: Readable; bytes: number } | undefined>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object in the store. */
  list(): AsyncIterable<StoredObject>;
  /** Removes leftovers of writes that never finished (a crash mid-put), older than `before`. */
  purgeIncomplete(before: Date): Promise<void>;
  /**
   * Where derivatives of these objects are kept, when the store keeps them itself (S3: in the
   * bucket, shared by every instance); absent: on local disk (DATA_DIR/media-cache).
   */
  derivativeStore?(): DerivativeStore;
  /** Whether the store answers now (the readiness check, GET /api/ready); never throws. */
  ping(): Promise<boolean>;
  /** Releases connections when the app closes. */
  close(): void;
}

export async function createStorage(
  config: MediaConfig['storage'],
  dataDir: string,
): Promise<MediaStorage> {
  if (config.driver !== 's3') return new LocalStorage(path.join(dataDir, 'media'));
  // The AWS SDK takes about 0.3 s to load: only a server that stores in S3 loads it.
  const { S3Storage } = await import('./storage-s3');
  return new S3Storage(config);
}
