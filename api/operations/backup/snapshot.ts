import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { databaseDriver, type DB } from '../../../db/client';
import { engineOf } from '../../../db/dialect';
import { SQLITE_ENTRY } from './manifest';
import { exportTables } from './portable';
import { schemaVersion } from './tables';

export interface DatabaseSnapshot {
  schemaVersion: string;
  tables: { name: string; rows: number }[];
  /** True when the native SQLite file is in the archive too. */
  native: boolean;
}

/**
 * A consistent copy of the database in `staging`, while the site keeps serving. SQLite: the online
 * backup API copies the pages (WAL readers and writers go on), and the portable export is read from
 * that copy. PostgreSQL: the portable export is read in one repeatable-read transaction.
 */
export async function snapshotDatabase(db: DB, staging: string): Promise<DatabaseSnapshot> {
  const driver = databaseDriver(db);
  if (driver.engine === 'sqlite') {
    const file = path.join(staging, SQLITE_ENTRY);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await driver.database.backup(file);
    const copy = new SQLite(file);
    // The copy keeps no -wal or -shm beside it, so the archive holds one self-contained file.
    copy.pragma('journal_mode = DELETE');
    const snapshot = new Kysely({ dialect: new SqliteDialect({ database: copy }) });
    try {
      const version = await schemaVersion(snapshot, 'sqlite');
      if (!version) throw new Error('The database has never been migrated: nothing to back up');
      const tables = await exportTables(snapshot, 'sqlite', staging);
      return { schemaVersion: version, tables, native: true };
    } finally {
      await snapshot.destroy();
    }
  }
  const engine = engineOf(db);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const version = await schemaVersion(trx, engine);
      if (!version) throw new Error('The database has never been migrated: nothing to back up');
      const tables = await exportTables(trx, engine, staging);
      return { schemaVersion: version, tables, native: false };
    });
}
