import { Kysely, Migrator, type MigrationResult } from 'kysely';
import { createDialect, type DatabaseTarget } from './dialect';
import { migrations } from './migrations';
import type { Database } from './schema';

export type DB = Kysely<Database>;

/** The PostgreSQL schema each database was opened on, so its migration tables live there too. */
const schemaOf = new WeakMap<DB, string>();

export function openDatabase(target: DatabaseTarget): DB {
  const db = new Kysely<Database>({ dialect: createDialect(target) });
  if (target.engine === 'postgres' && target.schema) schemaOf.set(db, target.schema);
  return db;
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: DB): Promise<MigrationResult[]> {
  // Without an explicit schema Kysely looks for its migration tables in every schema, and would take
  // another schema's (a parallel test's) for this one's.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schemaOf.get(db),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return results;
}
