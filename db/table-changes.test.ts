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
    expect(told).toEqual([['academic_news', 'academic_news#a']]);
  });

  it('tells its tables at the commit, not before, inside a transaction', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('academic_news').values(news('a')).execute();
      await trx.deleteFrom('tutorial_comments').execute();
      expect(told).toEqual([]);
    });
    expect(told).toEqual([
      ['academic_news', 'academic_news#a', 'tutorial_comments', 'tutorial_comments#*'],
    ]);
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
    expect(told).toEqual([['academic_news', 'academic_news#*']]);
  });
});

describe('the rows a query reads and a write changes', () => {
  const readBy = async (work: () => Promise<unknown>) => {
    const read = new Set<string>();
    await recordTablesRead(read, work);
    return [...read].sort();
  };

  it('are one row for a select of one table by its id, other conditions beside', async () => {
    expect(
      await readBy(() =>
        db
          .selectFrom('academic_news')
          .selectAll()
          .where('id', '=', 'a')
          .where('status', '=', 'published')
          .execute(),
      ),
    ).toEqual(['academic_news#a']);
  });

  it('are the whole table for a list, a join, a subquery or an id among others', async () => {
    expect(await readBy(() => db.selectFrom('academic_news').selectAll().execute())).toEqual([
      'academic_news',
    ]);
    expect(
      await readBy(() =>
        db.selectFrom('academic_news').selectAll().where('id', 'in', ['a', 'b']).execute(),
      ),
    ).toEqual(['academic_news']);
    expect(
      await readBy(() =>
        db
          .selectFrom('academic_news')
          .selectAll()
          .where((eb) => eb.or([eb('id', '=', 'a'), eb('title', '=', 'x')]))
          .execute(),
      ),
    ).toEqual(['academic_news']);
    expect(
      await readBy(() =>
        db
          .selectFrom('tutorials')
          .leftJoin('tutorial_comments', 'tutorial_comments.tutorial_id', 'tutorials.id')
          .select('tutorials.id')
          .where('tutorials.id', '=', 'a')
          .execute(),
      ),
    ).toEqual(['tutorial_comments', 'tutorials']);
  });

  it('name the rows an insert, an update or a delete by id changes', async () => {
    await db
      .insertInto('academic_news')
      .values([news('a'), news('b')])
      .execute();
    await db.updateTable('academic_news').set({ title: 'x' }).where('id', '=', 'a').execute();
    await db.deleteFrom('academic_news').where('id', '=', 'b').execute();
    expect(told).toEqual([
      ['academic_news', 'academic_news#a', 'academic_news#b'],
      ['academic_news', 'academic_news#a'],
      ['academic_news', 'academic_news#b'],
    ]);
  });

  it('are every row when a write cannot name them', async () => {
    await db.insertInto('academic_news').values(news('a')).execute();
    told = [];
    await db
      .insertInto('academic_news')
      .values(news('a'))
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ title: 'y' }))
      .execute();
    await db.updateTable('academic_news').set({ id: 'c' }).where('id', '=', 'a').execute();
    await db.updateTable('academic_news').set({ title: 'z' }).where('title', '=', 'y').execute();
    for (const change of told) expect(change).toEqual(['academic_news', 'academic_news#*']);
    expect(told).toHaveLength(3);
  });

  it('are told as every row of a table past fifty of them in one change', async () => {
    await db
      .insertInto('academic_news')
      .values(Array.from({ length: 51 }, (_, n) => news(`n${n}`)))
      .execute();
    expect(told).toEqual([['academic_news', 'academic_news#*']]);
  });
});
