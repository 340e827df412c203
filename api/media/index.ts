import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { registerDelivery } from './delivery';
import { Media } from './service';
import { createStorage } from './storage';

export type MediaKind = 'image' | 'pdf';

export interface StoredMedia {
  key: string;
  kind: MediaKind;
  /** Site path, `/media/i/<sha256>.jpg|png` or `/media/d/<sha256>.pdf`: what content rows store. */
  url: string;
  bytes: number;
  width?: number;
  height?: number;
}

/** Lists every media URL some rows still use (outside URLs may be included; they are ignored). */
export type ReferenceLister = () => Promise<Set<string>>;

export interface MediaService {
  /** Streams, checks, re-encodes (images) and stores one upload. Throws HttpError 413 / 415 / 422. */
  store(
    file: { stream: NodeJS.ReadableStream; filename: string },
    kind: MediaKind,
  ): Promise<StoredMedia>;
  /** The most bytes one upload of this kind may have (MEDIA_MAX_IMAGE_BYTES / MEDIA_MAX_PDF_BYTES). */
  maxBytes(kind: MediaKind): number;
  /** Deletes a stored object by its URL (as returned in StoredMedia.url) if no longer referenced; ignores external URLs. */
  release(url: string): Promise<void>;
  /**
   * Every module whose rows keep media URLs must register a lister at start-up: the sweep deletes
   * objects older than an hour that no lister returns (and does nothing while none is registered).
   */
  registerReferences(lister: ReferenceLister): void;
  /** Runs at start-up and hourly; exposed for tests and maintenance scripts. */
  sweepOrphans(): Promise<{ deleted: string[] }>;
  /**
   * Only for a process that holds the data folder's lock (db/data-dir-lock.ts), before it serves:
   * removes every leftover of an unfinished write whatever its age (a killed process's uploads),
   * and, with local storage, every unreferenced object (S3 keeps the grace period).
   */
  sweepAtStart(): Promise<{ deleted: string[] }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * The media module: multipart parsing, `app.media`, GET /media/* and the orphan sweep. Objects live
 * in DATA_DIR/media (or S3), derivatives in DATA_DIR/media-cache.
 */
export async function registerMedia(app: FastifyInstance, config: AppConfig): Promise<void> {
  const storage = await createStorage(config.media.storage, config.dataDir);
  const media = new Media(storage, config.media, path.join(config.dataDir, 'media-cache'), app.log);

  await app.register(multipart, {
    limits: {
      // One past the largest per-kind limit: store() enforces the right one for each file's kind
      // while streaming, and this is the backstop for the whole parser.
      fileSize: Math.max(config.media.maxImageBytes, config.media.maxPdfBytes) + 1,
      files: 10,
      fields: 50,
      fieldSize: 1024 * 1024,
      parts: 60,
      headerPairs: 100,
    },
  });
  app.decorate('media', media);
  registerDelivery(app, media, config.media.newVariantsPerMinute);
  scheduleSweeps(app, media);
  app.addHook('onClose', async () => storage.close());
}

/** First sweep once every module has registered its references (onReady), then hourly. */
function scheduleSweeps(app: FastifyInstance, media: Media): void {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    running = media
      .sweepOrphans()
      .catch((error: unknown) => app.log.error({ err: error }, 'media sweep failed'));
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
