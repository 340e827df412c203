import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DB } from '../../../db/client';
import { lastBackupRepository } from '../../../db/repositories/last-backup';
import type { AppConfig, BackupConfig } from '../../config';
import { createStorage, type MediaStorage } from '../../media/storage';
import { createBackup } from './create';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether scheduled backups are on (BACKUP_SCHEDULE), for the dashboard's hint. */
    backups: { scheduled: boolean };
  }
}

/** Scheduled archives: named by their time, so sorting by name sorts them by age. */
const archivePattern = /^chapter-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/;
const archiveName = (at: Date) => `chapter-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

export interface BackupScheduler {
  /** Makes a backup if the last one is older than the interval (or there is none); false if not due. */
  tick(): Promise<boolean>;
}

export function createBackupScheduler(deps: {
  db: DB;
  storage: MediaStorage;
  mediaDriver: 'local' | 's3';
  settings: BackupConfig;
  log: FastifyBaseLogger;
  now?: () => Date;
}): BackupScheduler {
  const now = deps.now ?? (() => new Date());
  const { dir, everyMs, keep } = deps.settings;
  return {
    async tick() {
      const last = await lastBackupRepository(deps.db).read();
      if (last && now().getTime() - Date.parse(last) < everyMs) return false;
      const at = now();
      const result = await createBackup(
        { db: deps.db, storage: deps.storage, mediaDriver: deps.mediaDriver },
        path.join(dir, archiveName(at)),
      );
      await lastBackupRepository(deps.db).record(at.toISOString());
      const archives = (await fsp.readdir(dir)).filter((name) => archivePattern.test(name)).sort();
      for (const old of archives.slice(0, Math.max(0, archives.length - keep))) {
        await fsp.rm(path.join(dir, old), { force: true });
      }
      deps.log.info(
        { file: result.file, bytes: result.bytes, ms: result.milliseconds },
        'Scheduled backup written',
      );
      return true;
    },
  };
}

/** Checked at least once a minute, so a backup missed while the server was stopped comes soon after. */
const CHECK_EVERY_MS = 60_000;

/**
 * With BACKUP_SCHEDULE set, the running server backs itself up at that interval, keeps the newest
 * BACKUP_KEEP archives and records when the last one finished (the dashboard shows it). Stops when
 * the app closes, after the backup in progress.
 */
export async function registerBackupSchedule(
  app: FastifyInstance,
  config: AppConfig,
): Promise<void> {
  app.decorate('backups', { scheduled: config.backup !== undefined });
  const settings = config.backup;
  if (!settings) return;
  const storage = await createStorage(config.media.storage, config.dataDir);
  const scheduler = createBackupScheduler({
    db: app.db,
    storage,
    mediaDriver: config.media.storage.driver,
    settings,
    log: app.log,
  });
  let running: Promise<unknown> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    if (running) return;
    running = scheduler
      .tick()
      .catch((error: unknown) => app.log.error({ err: error }, 'Scheduled backup failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    check();
    timer = setInterval(check, Math.min(settings.everyMs, CHECK_EVERY_MS)).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    storage.close();
  });
}
