import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Migrator } from 'kysely';
import { migrateToLatest, openDatabase, type DB } from '../../../db/client';
import type { DatabaseTarget } from '../../../db/dialect';
import { migrations } from '../../../db/migrations';
import { SQLITE_ENTRY, type Manifest } from './manifest';
import { importTables } from './portable';
import type { ProgressSink } from './progress';
import { appTables, dropOwnTables } from './tables';

/** What is already in the target database, for the "not without --force" check; undefined if nothing. */
export async function describeDatabase(target: DatabaseTarget): Promise<string | undefined> {
  if (target.engine === 'sqlite') {
    const stat = await fsp.stat(target.file).catch(() => undefined);
    return stat && stat.size > 0 ? `the database ${target.file} exists` : undefined;
  }
  const db = openDatabase(target);
  try {
    const tables = await appTables(db, 'postgres');
    return tables.length > 0 ? `the PostgreSQL database has ${tables.length} tables` : undefined;
  } finally {
    await db.destroy();
  }
}

/** Puts the snapshot file in place of the SQLite database, whole: copied beside it, flushed, renamed. */
async function placeSqliteFile(staging: string, file: string): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const incoming = `${file}.restoring`;
  await fsp.copyFile(path.join(staging, SQLITE_ENTRY), incoming);
  const handle = await fsp.open(incoming, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  // The old database's journal belongs to the old file; left beside the new one it would be replayed.
  for (const suffix of ['-wal', '-shm', '-journal'])
    await fsp.rm(`${file}${suffix}`, { force: true });
  await fsp.rename(incoming, file);
}

async function importPortable(
  db: DB,
  target: DatabaseTarget,
  staging: string,
  manifest: Manifest,
  sink?: ProgressSink,
): Promise<void> {
  const engine = target.engine;
  await dropOwnTables(db, engine);
  // The archive's rows fit the schema they were written under: build that one, fill it, then upgrade.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: target.engine === 'postgres' ? target.schema : undefined,
  });
  const { error } = await migrator.migrateTo(manifest.schemaVersion);
  if (error)
    throw new Error(`Could not build schema ${manifest.schemaVersion}: ${String(error)}`, {
      cause: error,
    });
  await importTables(db, engine, staging, manifest.tables, sink);
}

/**
 * Replaces the target database with the archive's: the native SQLite file when the archive has one
 * and the target is SQLite, else the portable rows. Then applies any newer migrations.
 */
export async function restoreDatabase(
  target: DatabaseTarget,
  staging: string,
  manifest: Manifest,
  sink?: ProgressSink,
): Promise<void> {
  const native = target.engine === 'sqlite' && manifest.source.engine === 'sqlite';
  if (native) {
    sink?.('Database: putting the SQLite file in place');
    await placeSqliteFile(staging, target.file);
  } else if (target.engine === 'sqlite' && fs.existsSync(target.file)) {
    for (const suffix of ['', '-wal', '-shm', '-journal'])
      await fsp.rm(`${target.file}${suffix}`, { force: true });
  }
  const db = openDatabase(target);
  try {
    if (!native) await importPortable(db, target, staging, manifest, sink);
    const applied = await migrateToLatest(db);
    if (applied.length > 0) {
      sink?.(
        `Database: upgraded from ${manifest.schemaVersion} (${applied.map((m) => m.migrationName).join(', ')})`,
      );
    }
  } finally {
    await db.destroy();
  }
}
