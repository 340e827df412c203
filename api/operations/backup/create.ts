import fsp from 'node:fs/promises';
import path from 'node:path';
import type { DB } from '../../../db/client';
import type { MediaStorage } from '../../media/storage';
import { packArchive } from './archive';
import { filesUnder } from './files';
import { copyMediaOut } from './media-copy';
import {
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  buildInfo,
  hashFile,
  type Manifest,
  type ManifestEntry,
} from './manifest';
import type { ProgressSink } from './progress';
import { snapshotDatabase } from './snapshot';

export interface BackupSource {
  db: DB;
  storage: MediaStorage;
  mediaDriver: 'local' | 's3';
}

export interface BackupResult {
  file: string;
  bytes: number;
  milliseconds: number;
  manifest: Manifest;
}

/**
 * Writes one archive of the database and every media object to `file` while the site keeps
 * serving. The database is copied first: an upload landing meanwhile is either in both copies or
 * only in the media (a harmless orphan), never a row without its file.
 */
export async function createBackup(
  source: BackupSource,
  file: string,
  sink?: ProgressSink,
): Promise<BackupResult> {
  const started = Date.now();
  const target = path.resolve(file);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  // Beside the archive, so packing never crosses filesystems and the space needed is where it is expected.
  const staging = await fsp.mkdtemp(path.join(path.dirname(target), '.backup-'));
  try {
    sink?.('Database: copying a consistent snapshot');
    const database = await snapshotDatabase(source.db, staging);
    sink?.(
      `Database: ${database.tables.reduce((sum, t) => sum + t.rows, 0)} rows in ${database.tables.length} tables (schema ${database.schemaVersion})`,
    );
    const media = await copyMediaOut(source.storage, staging, sink);
    const entries: ManifestEntry[] = [];
    for (const relative of await filesUnder(staging)) {
      entries.push({ path: relative, ...(await hashFile(path.join(staging, relative))) });
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      schemaVersion: database.schemaVersion,
      build: buildInfo(),
      source: {
        engine: database.native ? 'sqlite' : 'postgres',
        mediaDriver: source.mediaDriver,
      },
      tables: database.tables,
      media,
      entries,
    };
    await fsp.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const bytes = await packArchive(staging, target, entries.length, sink);
    return { file: target, bytes, milliseconds: Date.now() - started, manifest };
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
