import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from './client';
import { requestTransaction } from './request-transaction';

let db: DB;
beforeAll(async () => {
  db = openDatabase({ engine: 'sqlite', file: ':memory:' });
  await sql`create table numbers (n integer primary key)`.execute(db);
  await sql`insert into numbers (n) values (1), (2), (3)`.execute(db);
});
afterAll(async () => db.destroy());

const numbers = () =>
  db
    .selectFrom(sql<{ n: number }>`numbers`.as('t'))
    .select('t.n')
    .orderBy('t.n');

describe("SQLite's kept statements", () => {
  it('answer the same query again, with new parameters', async () => {
    const find = (n: number) =>
      sql<{ n: number }>`select n from numbers where n = ${n}`.execute(db);
    expect((await find(1)).rows).toEqual([{ n: 1 }]);
    expect((await find(2)).rows).toEqual([{ n: 2 }]);
    expect((await find(4)).rows).toEqual([]);
  });

  it('run a query again while the same one is still being streamed', async () => {
    // In a request transaction every query shares the one connection, a stream's included.
    const trx = requestTransaction(db);
    const seen: number[][] = [];
    await trx.run(async () => {
      for await (const row of numbers().stream()) {
        seen.push([row.n, ...(await numbers().execute()).map((each) => each.n)]);
      }
    });
    await trx.commit();
    expect(seen).toEqual([
      [1, 1, 2, 3],
      [2, 1, 2, 3],
      [3, 1, 2, 3],
    ]);
  });
});
