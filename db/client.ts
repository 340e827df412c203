import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import { createDialect, schemaInUrl, type DatabaseTarget, type Driver } from './dialect';
import { migrations } from './migrations';
import { kyselyWithRequestTransactions } from './request-transaction';
import type { Database } from './schema';
import { dialectTellingChanges, TableChanges } from './table-changes';

export type DB = Kysely<Database>;

/** The PostgreSQL schema each database was opened on, so its migration tables live there too. */
const schemaOf = new WeakMap<DB, string>();
const driverOf = new WeakMap<DB, Driver>();
const changesOf = new WeakMap<DB, TableChanges>();

export function openDatabase(target: DatabaseTarget): DB {
  const { dialect, driver } = createDialect(target);
  const changes = new TableChanges();
  const db = kyselyWithRequestTransactions<Database>(dialectTellingChanges(dialect, changes));
  // A schema named in the config, or in the URL (DATABASE_URL's options=-c search_path=…).
  const schema =
    target.engine === 'postgres' ? (target.schema ?? schemaInUrl(target.url)) : undefined;
  if (schema) schemaOf.set(db, schema);
  driverOf.set(db, driver);
  changesOf.set(db, changes);
  return db;
}

/** The committed writes' tables of this database (see db/table-changes.ts). */
export function tableChanges(db: DB): TableChanges {
  const changes = changesOf.get(db);
  if (!changes) throw new Error('tableChanges: this database was not opened by openDatabase');
  return changes;
}

/** The connection this database was opened on (see Driver): only for libraries that need it. */
export function databaseDriver(db: DB): Driver {
  const driver = driverOf.get(db);
  if (!driver) throw new Error('databaseDriver: this database was not opened by openDatabase');
  return driver;
}

/**
 * Applies every pending migration, one at a time, each with its record in a transaction of its own
 * (on SQLite too: see db/dialect.ts), so a crash or a failure leaves every earlier migration applied
 * and this one not at all; the next start carries on from there. Throws with the failing
 * migration's name. `list` is for tests; the app always applies `migrations`.
 */
export async function migrateToLatest(
  db: DB,
  list: Record<string, Migration> = migrations,
): Promise<MigrationResult[]> {
  // Without an explicit schema Kysely looks for its migration tables in every schema, and would take
  // another schema's (a parallel test's) for this one's.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => list },
    migrationTableSchema: schemaOf.get(db),
  });
  const applied: MigrationResult[] = [];
  for (;;) {
    // migrateToLatest would run every pending migration in one transaction: a step at a time keeps
    // an upgrade's earlier migrations when a later one fails.
    const { error, results = [] } = await migrator.migrateUp();
    if (error) {
      const failed = results.find((result) => result.status === 'Error');
      throw new Error(
        `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`,
        {
          cause: error,
        },
      );
    }
    if (results.length === 0) return applied;
    applied.push(...results);
  }
}
