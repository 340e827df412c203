import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DB } from './client';
import { requestTransaction } from './request-transaction';
import { WalFlusher } from './wal-flusher';

let folder: string | undefined;
let db: DB | undefined;
afterEach(async () => {
  await db?.destroy();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  db = undefined;
  folder = undefined;
});

function freshFolder(): string {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-wal-'));
  return folder;
}

describe('the WAL flusher', () => {
  it('lets callers who ask during an fsync share the next one', async () => {
    const file = path.join(freshFolder(), 'site.db');
    fs.writeFileSync(`${file}-wal`, '');
    let syncs = 0;
    let finish: () => void = () => undefined;
    const flusher = new WalFlusher(file, async () => {
      syncs += 1;
      await new Promise<void>((resolve) => (finish = resolve));
    });
    const first = flusher.flush();
    await expect.poll(() => syncs).toBe(1);
    // Asked while the first runs: it may have begun before their commits.
    const waiting = [flusher.flush(), flusher.flush(), flusher.flush()];
    finish();
    await first;
    await expect.poll(() => syncs).toBe(2);
    finish();
    await Promise.all(waiting);
    expect(syncs).toBe(2);
    await flusher.close();
  });
});

describe('a commit on SQLite (synchronous = NORMAL)', () => {
  it('is answered only after the WAL is synced, for a write alone and a request transaction', async () => {
    const file = path.join(freshFolder(), 'site.db');
    const database = (db = openDatabase({ engine: 'sqlite', file }));
    expect((await sql<{ synchronous: number }>`pragma synchronous`.execute(database)).rows).toEqual(
      [{ synchronous: 1 }],
    );
    await sql`create table notes (id integer primary key, body text not null)`.execute(database);

    // Every write waits for a flush asked after it (the flusher's own test: after its fsync).
    const flush = vi.spyOn(WalFlusher.prototype, 'flush');
    await sql`insert into notes (body) values ('alone')`.execute(database);
    expect(flush).toHaveBeenCalledTimes(1);

    const change = requestTransaction(database);
    await change.run(() => sql`insert into notes (body) values ('in a request')`.execute(database));
    expect(flush).toHaveBeenCalledTimes(1);
    await change.commit();
    expect(flush).toHaveBeenCalledTimes(2);
    expect(await flush.mock.results[1]?.value).toBeUndefined();

    // Reads ask for none.
    await sql`select count(*) from notes`.execute(database);
    await db
      .selectFrom(sql<{ id: number }>`notes`.as('n'))
      .select('n.id')
      .execute();
    expect(flush).toHaveBeenCalledTimes(2);
    flush.mockRestore();
  });
});
