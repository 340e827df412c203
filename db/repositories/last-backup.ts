import type { DB } from '../client';
import { siteSettingsRepository } from './site-settings';

const LAST_BACKUP = 'last-backup-at';

export function lastBackupRepository(db: DB) {
  const settings = siteSettingsRepository(db);
  return {
    /** When the last backup that finished was made (ISO time), or undefined when none has. */
    read: (): Promise<string | undefined> => settings.read(LAST_BACKUP),
    record: (at: string): Promise<void> => settings.write(LAST_BACKUP, at, at),
  };
}
