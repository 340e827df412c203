/**
 * `npm run backup -- <file>`: one archive of the configured database (DATA_DIR or DATABASE_URL) and
 * every media file, made while the site keeps serving. See docs/operations.md.
 */
import fs from 'node:fs';
import { createStorage } from '../api/media/storage';
import { createBackup } from '../api/operations/backup/create';
import { openDatabase } from '../db/client';
import { lastBackupRepository } from '../db/repositories/last-backup';
import { commandConfig } from './lib/command-config';

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error('Usage: npm run backup -- <archive file, e.g. backups/site.tar.gz>');
  process.exit(2);
}

const config = commandConfig();
if (config.database.engine === 'sqlite' && !fs.existsSync(config.database.file)) {
  console.error(`No database at ${config.database.file}: check DATA_DIR (or set DATABASE_URL).`);
  process.exit(1);
}

const db = openDatabase(config.database);
const storage = await createStorage(config.media.storage, config.dataDir);
try {
  const result = await createBackup(
    { db, storage, mediaDriver: config.media.storage.driver },
    file,
    (line) => console.info(line),
  );
  // The dashboard shows it; an archive of an older schema (no settings table yet) is still good.
  await lastBackupRepository(db)
    .record(result.manifest.createdAt)
    .catch(() => undefined);
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  console.info(
    `Backup written to ${result.file}: ${megabytes} MB, ${result.manifest.entries.length} files, in ${(result.milliseconds / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  storage.close();
  await db.destroy();
}
