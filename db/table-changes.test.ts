import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, migrateToLatest, tableChanges, type DB } from './client';
import { requestTransaction } from './request-transaction';
import { EVERY_TABLE, recordTablesRead } from './table-changes';

let db: DB;
let told: string[][];

beforeEach(async () => {
  db = openDatabase({ engine: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  told = [];
  tableChanges(db).subscribe((tables) => told.push([...tables].sort()));
});
afterEach(() => db.destroy());

const news = (id: string) => ({
  id,
  name: 'n',
  title: 't',
  summary: 's',
  date: '2026-11-25',
  category: 'general',
  status: 'published',
  created_at: '2026-11-25T00:00:00.000Z',
  updated_at: '2026-11-25T00:00:00.000Z',
});

describe('the tables a piece of work reads', () => {
  it('are every table its queries name, joins included', async () => {
    const read = new Set<string>();
    await recordTablesRead(read, async () => {
      await db.selectFrom('academic_news').select('id').execute();
      await db
        .selectFrom('tutorials')
        .leftJoin('tutorial_comments', 'tutorial_comments.tutorial_id', 'tutorials.id')
        .select('tutorials.id')
        .execute();
    });
    expect([...read].sort()).toEqual(['academic_news', 'tutorial_comments', 'tutorials']);
  });

  it('are every table when the SQL is raw', async () => {
    const read = new Set<string>();
    await recordTablesRead(read, () => sql`select 1`.execute(db));
    expect([...read]).toEqual([EVERY_TABLE]);
  });
});

describe('a write', () => {
  it('tells its table once done, outside a transaction', async () => {
    await db.insertInto('academic_news').values(news('a')).execute();
    expect(told).toEqual([['academic_news']]);
  });

  it('tells its tables at the commit, not before, inside a transaction', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('academic_news').values(news('a')).execute();
      await trx.deleteFrom('tutorial_comments').execute();
      expect(told).toEqual([]);
    });
    expect(told).toEqual([['academic_news', 'tutorial_comments']]);
  });

  it('tells nothing when its transaction rolls back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('academic_news').values(news('a')).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(told).toEqual([]);
  });

  it("inside a request's transaction, tells at the request's commit", async () => {
    const transaction = requestTransaction(db);
    await transaction.run(async () => {
      await db.updateTable('academic_news').set({ title: 'x' }).execute();
      // A repository's own transaction becomes a savepoint: still not committed.
      await db.transaction().execute((trx) => trx.deleteFrom('academic_news').execute());
    });
    expect(told).toEqual([]);
    await transaction.commit();
    expect(told).toEqual([['academic_news']]);
  });
});
