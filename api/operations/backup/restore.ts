import fsp from 'node:fs/promises';
import path from 'node:path';
import { acquireDataDirLock } from '../../../db/data-dir-lock';
import type { AppConfig } from '../../config';
import { createStorage } from '../../media/storage';
import { unpackArchive } from './archive';
import { copyMediaIn } from './media-copy';
import type { Manifest } from './manifest';
import type { ProgressSink } from './progress';
import { describeDatabase, restoreDatabase } from './restore-database';
import { verifyExtracted } from './verify';

/** The target holds a site and --force was not given. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export interface RestoreOptions {
  force?: boolean;
  sink?: ProgressSink;
}

/**
 * Brings back the site an archive holds, into the configured database and media storage. Holds the
 * data folder's lock throughout (a running server makes it refuse), refuses to replace an existing
 * site without `force`, and checks every file's SHA-256 before it changes anything.
 */
export async function restoreBackup(
  config: AppConfig,
  file: string,
  options: RestoreOptions = {},
): Promise<Manifest> {
  const { sink } = options;
  await fsp.mkdir(config.dataDir, { recursive: true });
  const lock = acquireDataDirLock(config.dataDir, 'restore');
  const storage = await createStorage(config.media.storage, config.dataDir);
  let staging: string | undefined;
  try {
    if (!options.force) {
      const occupied = [await describeDatabase(config.database)];
      for await (const _object of storage.list()) {
        occupied.push('the media storage holds files');
        break;
      }
      const reasons = occupied.filter((reason) => reason !== undefined);
      if (reasons.length > 0) {
        throw new RestoreRefusedError(
          `Refusing to restore over an existing site: ${reasons.join(' and ')}. Run again with --force to replace it.`,
        );
      }
    }
    staging = await fsp.mkdtemp(path.join(path.dirname(config.dataDir), '.chapter-restore-'));
    await unpackArchive(path.resolve(file), staging, sink);
    const manifest = await verifyExtracted(staging, sink);
    // Nothing has been changed up to here: the archive is whole and matches its manifest.
    await restoreDatabase(config.database, staging, manifest, sink);
    await copyMediaIn(storage, staging, manifest.media, sink);
    // Resized copies of the old site's images: made again on demand from the restored originals.
    await fsp.rm(path.join(config.dataDir, 'media-cache'), { recursive: true, force: true });
    return manifest;
  } finally {
    if (staging) await fsp.rm(staging, { recursive: true, force: true });
    storage.close();
    lock.release();
  }
}
