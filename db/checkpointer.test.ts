import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from './client';

let folder: string | undefined;
let db: DB | undefined;
afterEach(async () => {
  await db?.destroy();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  db = undefined;
  folder = undefined;
});

const sizeOf = (file: string) => fs.statSync(file).size;

describe('the background checkpointer', () => {
  it("moves committed pages into the database file without the writer's own checkpoint", async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-checkpoint-'));
    const file = path.join(folder, 'site.db');
    db = openDatabase({ engine: 'sqlite', file });
    await sql`create table filler (id integer primary key, body text not null)`.execute(db);
    const before = sizeOf(file);
    // About 2 MB in 200 commits: far below the writer's fallback threshold (about 40 MB).
    for (let row = 0; row < 200; row += 1) {
      await sql`insert into filler (body) values (${'x'.repeat(10_000)})`.execute(db);
    }
    await expect
      .poll(() => sizeOf(file), { timeout: 5000, interval: 100 })
      .toBeGreaterThan(before + 1_000_000);
  });

  it('stops with the database, promptly', async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-checkpoint-'));
    db = openDatabase({ engine: 'sqlite', file: path.join(folder, 'site.db') });
    await sql`select 1`.execute(db);
    const started = performance.now();
    await db.destroy();
    db = undefined;
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
