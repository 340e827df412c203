import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { registerDelivery } from './delivery';
import { sharedLeases } from './leases';
import { GRACE_MS, Media } from './service';
import { createStorage } from './storage';
import type { MediaService } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * The media module: multipart parsing, `app.media`, GET /media/* and the orphan sweep. Objects live
 * in DATA_DIR/media and derivatives in DATA_DIR/media-cache, or both in the S3 bucket.
 */
export async function registerMedia(app: FastifyInstance, config: AppConfig): Promise<void> {
  const storage = await createStorage(config.media.storage, config.dataDir);
  // Instances sharing a bucket and a database see each other's leases; alone, memory is enough.
  const shared = config.media.storage.driver === 's3' && app.dbEngine === 'postgres';
  const media = new Media(
    storage,
    config.media,
    path.join(config.dataDir, 'media-cache'),
    app.log,
    Date.now,
    shared ? sharedLeases(app.rateLimits, GRACE_MS) : undefined,
  );

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
