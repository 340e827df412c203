import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Derivative, DerivativeStore } from './derivative-store';

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Derivative keys sit beside the media keys (`i/`, `d/`), which listing and the sweep never mix up. */
const PREFIX = 'v/';

/**
 * Derivatives in the media bucket, `v/<sha256>/<variant>`: made once by whichever instance is asked
 * first and found there by every other, so a fleet of instances encodes each derivative once and a
 * new instance starts with them all. A PutObject is atomic, so a half-written one is never seen.
 */
export class BucketDerivatives implements DerivativeStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  private keyOf(hash: string, name: string): string {
    return `${PREFIX}${hash}/${name}`;
  }

  async open(hash: string, name: string): Promise<Derivative | undefined> {
    try {
      const { Body, ContentLength } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash, name) }),
      );
      return Body ? { stream: Body as Readable, bytes: ContentLength ?? 0 } : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async has(hash: string, name: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash, name) }),
      );
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async put(hash: string, name: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(hash, name),
        Body: data,
        ContentType: contentType,
      }),
    );
  }

  async forget(hash: string): Promise<void> {
    await this.remove(`${PREFIX}${hash}/`, () => true);
  }

  /** Nothing unfinished to drop: a failed PutObject leaves nothing behind. */
  async prune(storedHashes: ReadonlySet<string>): Promise<void> {
    await this.remove(
      PREFIX,
      (key) => !storedHashes.has(key.slice(PREFIX.length).split('/')[0] ?? ''),
    );
  }

  /**
   * Deletes the keys under `prefix` that `drop` picks. One request per key: DeleteObjects needs a
   * Content-MD5 that several S3-compatible servers check differently, and these lists are short.
   */
  private async remove(prefix: string, drop: (key: string) => boolean): Promise<void> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const { Key } of page.Contents ?? []) {
        if (Key && drop(Key))
          await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
