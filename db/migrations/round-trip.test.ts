import { Migrator, NO_MIGRATIONS, type MigrationProvider } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { createSchema, dropSchema } from '../dialect';
import { migrations } from './index';

const url = process.env.TEST_DATABASE_URL || undefined;
const schema = `test_migrations_${Date.now()}`;

/** Every migration goes up, down to nothing, and up again, on SQLite and (when set) PostgreSQL. */
describe('the migrations', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup) await step();
  });

  it('run up, all the way down and up again', async () => {
    if (url) {
      await createSchema(url, schema);
      cleanup.push(() => dropSchema(url, schema));
    }
    const db = openDatabase(
      url ? { engine: 'postgres', url, schema } : { engine: 'sqlite', file: ':memory:' },
    );
    cleanup.unshift(() => db.destroy());
    const provider: MigrationProvider = { getMigrations: async () => migrations };
    const migrator = new Migrator({
      db,
      provider,
      ...(url ? { migrationTableSchema: schema } : {}),
    });
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    const again = await migrator.migrateToLatest();
    expect(again.error).toBeUndefined();
    expect(again.results?.map((result) => result.migrationName)).toEqual(Object.keys(migrations));
  });
});
