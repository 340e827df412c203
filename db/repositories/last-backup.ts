import type { DB } from '../client';
import { readSetting, writeSetting } from './site-settings';

const LAST_BACKUP = 'last-backup-at';

/** When the last backup that finished was made (ISO time), or undefined when none has. */
export const readLastBackup = (db: DB): Promise<string | undefined> => readSetting(db, LAST_BACKUP);

export const recordBackup = (db: DB, at: string): Promise<void> =>
  writeSetting(db, LAST_BACKUP, at, at);
