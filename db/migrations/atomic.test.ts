import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DB } from '../client';
import { createSchema, dropSchema } from '../dialect';
import { migrations } from './index';

const url = process.env.TEST_DATABASE_URL || undefined;
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A database of its own: a SQLite file (a real journal, not :memory:), or a PostgreSQL schema. */
async function freshDatabase(): Promise<DB> {
  if (url) {
    const schema = `test_atomic_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    await createSchema(url, schema);
    cleanup.push(() => dropSchema(url, schema));
    const db = openDatabase({ engine: 'postgres', url, schema });
    cleanup.push(() => db.destroy());
    return db;
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-migrate-'));
  cleanup.push(() => fs.rm(dir, { recursive: true, force: true }));
  const db = openDatabase({ engine: 'sqlite', file: path.join(dir, 'site.sqlite') });
  cleanup.push(() => db.destroy());
  return db;
}

// A migration that makes a table, fills it, alters another, then fails: none of it may stay.
const LAST = '9999_halfway';
const halfway = (fail: boolean): Migration => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('halfway')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .execute();
    await db.insertInto('halfway').values({ id: 'one' }).execute();
    await db.schema.alterTable('courses').addColumn('halfway_note', 'text').execute();
    if (fail) throw new Error('the disk is full');
  },
});

const tableNames = async (db: DB) =>
  (await db.introspection.getTables()).map((table) => table.name);
const recorded = async (db: DB) =>
  (
    await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  ).rows.map((row) => row.name);

describe('migrateToLatest', () => {
  it('applies a migration with its record or not at all, and keeps the earlier ones of the run', async () => {
    const db = await freshDatabase();
    await expect(migrateToLatest(db, { ...migrations, [LAST]: halfway(true) })).rejects.toThrow(
      `Migration ${LAST} failed: Error: the disk is full`,
    );
    expect(await recorded(db)).toEqual(Object.keys(migrations));
    expect(await tableNames(db)).not.toContain('halfway');
    const courses = (await db.introspection.getTables()).find((table) => table.name === 'courses');
    expect(courses?.columns.map((column) => column.name)).not.toContain('halfway_note');

    // The next start applies it cleanly.
    const results = await migrateToLatest(db, { ...migrations, [LAST]: halfway(false) });
    expect(results.map((result) => [result.migrationName, result.status])).toEqual([
      [LAST, 'Success'],
    ]);
    expect(await recorded(db)).toEqual([...Object.keys(migrations), LAST]);
    expect(await tableNames(db)).toContain('halfway');
    expect(await migrateToLatest(db, { ...migrations, [LAST]: halfway(false) })).toEqual([]);
  });
});
