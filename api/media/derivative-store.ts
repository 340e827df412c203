import type { Readable } from 'node:stream';

/** A derivative ready to send: its bytes as a stream, and how many there are. */
export interface Derivative {
  stream: Readable;
  bytes: number;
}

/**
 * Where made derivatives are kept, by the stored object's hash and the variant's name
 * (`w400-q80.webp`). On local disk for local storage (DATA_DIR/media-cache); in the bucket for S3,
 * so every instance finds what any instance made and none encodes it again (derivatives-s3.ts).
 */
export interface DerivativeStore {
  /** The derivative, opened, or undefined when it is not made yet. */
  open(hash: string, name: string): Promise<Derivative | undefined>;
  /** Whether the derivative is made, without opening it. */
  has(hash: string, name: string): Promise<boolean>;
  /** Keeps a derivative whole or not at all: a reader never sees part of one. */
  put(hash: string, name: string, data: Buffer, contentType: string): Promise<void>;
  /** Drops every derivative of one stored object. */
  forget(hash: string): Promise<void>;
  /**
   * Drops derivatives of objects that are gone (`storedHashes` are those of every stored object)
   * and unfinished writes older than `before`.
   */
  prune(storedHashes: ReadonlySet<string>, before: Date): Promise<void>;
}
