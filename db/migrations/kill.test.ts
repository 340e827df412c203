import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../client';
import { bundleChildScript, killHard, runChild, untilLine } from '../test/child-process';
import { migrations } from './index';

const CYCLES = 20;
let work: string;
let child: string;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-migrate-kill-'));
  child = path.join(work, 'migrate.cjs');
  // A first start's migrations on an empty SQLite file, as api/server.ts runs them.
  await bundleChildScript(
    `import { migrateToLatest, openDatabase } from './db/client';
     const db = openDatabase({ engine: 'sqlite', file: process.argv[2]! });
     console.log('migrating');
     void migrateToLatest(db).then(() => console.log('done'));`,
    child,
  );
});
afterAll(async () => fs.rm(work, { recursive: true, force: true }));

/** How many migrations a killed start left recorded (0 when it died before the first). */
async function recordedIn(file: string): Promise<number> {
  const db = openDatabase({ engine: 'sqlite', file });
  try {
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
    if (!tables.some((table) => table.name === 'kysely_migration')) return 0;
    const { rows } = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(
      db,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await db.destroy();
  }
}

describe('a first start killed during its migrations', () => {
  it(`leaves a data folder that starts next time (${CYCLES} SIGKILLs at random moments)`, async () => {
    // How long the migrations take here, so the kills are spread over that time.
    const timing = runChild(child, [path.join(work, 'timing.sqlite')]);
    await untilLine(timing, 'migrating');
    const started = performance.now();
    await untilLine(timing, 'done');
    const duration = performance.now() - started;
    await killHard(timing);

    const total = Object.keys(migrations).length;
    const leftAt: number[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const file = path.join(work, `cycle-${cycle}`, 'site.sqlite');
      await fs.mkdir(path.dirname(file));
      const start = runChild(child, [file]);
      await untilLine(start, 'migrating');
      // One kill in each of CYCLES equal slices of the migrations' run, at random within it.
      const delay = (duration * (cycle + Math.random())) / CYCLES;
      await new Promise((resolve) => setTimeout(resolve, delay));
      await killHard(start);
      leftAt.push(await recordedIn(file));

      // The next start: every migration applied, each once, and the file sound.
      const db = openDatabase({ engine: 'sqlite', file });
      try {
        await migrateToLatest(db);
        const names = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
        expect(names.rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations));
        const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
        expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
      } finally {
        await db.destroy();
      }
    }
    // Where the kills fell (migrations recorded when killed), for the record and to show that
    // some did fall between the first migration and the last.
    console.info(
      `migrations ${duration.toFixed(0)} ms; killed with [${leftAt.join(', ')}] of ${total} applied`,
    );
    expect(leftAt.some((count) => count > 0 && count < total)).toBe(true);
  });
});
