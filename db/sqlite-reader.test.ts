import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from './client';
import { requestTransaction } from './request-transaction';

let folder: string;
let db: DB;
beforeEach(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-reader-'));
  db = openDatabase({ engine: 'sqlite', file: path.join(folder, 'site.db') });
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  await sql`insert into notes (body) values ('first')`.execute(db);
});
afterEach(async () => {
  await db.destroy();
  fs.rmSync(folder, { recursive: true, force: true });
});

const bodies = async (from: DB = db) =>
  (
    await from
      .selectFrom(sql<{ id: number; body: string }>`notes`.as('n'))
      .select('n.body')
      .orderBy('n.id')
      .execute()
  ).map((row) => row.body);

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms),
    ),
  ]);

describe('selects beside the writer (SQLite on a file)', () => {
  it('answer while a request transaction holds the writer, with what was committed', async () => {
    const change = requestTransaction(db);
    await change.run(() => sql`insert into notes (body) values ('second')`.execute(db));
    // The writer is held until the commit; a visitor's read does not wait for it.
    expect(await within(bodies(), 1000)).toEqual(['first']);
    await change.commit();
    expect(await bodies()).toEqual(['first', 'second']);
  });

  it("leave a transaction's own reads on the writer, where its changes are", async () => {
    const seen = await db.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values ('inside')`.execute(trx);
      return bodies(trx as unknown as DB);
    });
    expect(seen).toEqual(['first', 'inside']);

    const change = requestTransaction(db);
    const inRequest = await change.run(async () => {
      await sql`update notes set body = 'edited' where id = 1`.execute(db);
      return bodies();
    });
    await change.rollback();
    expect(inRequest).toEqual(['edited', 'inside']);
    expect(await bodies()).toEqual(['first', 'inside']);
  });

  it('stream from the reader, and send writes and raw statements to the writer', async () => {
    const streamed: string[] = [];
    for await (const row of db
      .selectFrom(sql<{ body: string }>`notes`.as('n'))
      .select('n.body')
      .stream()) {
      streamed.push(row.body);
      // A write while the reader streams: the stream keeps its snapshot, the write lands.
      await sql`insert into notes (body) values ('during')`.execute(db);
    }
    expect(streamed).toEqual(['first']);
    expect(await bodies()).toEqual(['first', 'during']);
  });
});
