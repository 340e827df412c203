/**
 * The portable copy of the database: one JSON Lines file per table, one row per line, column names
 * as keys. Every column is text or an integer (booleans are 0/1) on both engines, so a row written
 * from SQLite reads back into PostgreSQL unchanged and the other way round.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import type { Engine } from '../../../db/dialect';
import { tableEntry } from './manifest';
import { appTables, parentsFirst, type AnyDb } from './tables';
import type { ProgressSink } from './progress';

const BATCH = 200;

/** Writes every application table into `dir` (archive layout); answers the row counts. */
export async function exportTables(
  db: AnyDb,
  engine: Engine,
  dir: string,
): Promise<{ name: string; rows: number }[]> {
  const tables = await appTables(db, engine);
  const counts: { name: string; rows: number }[] = [];
  for (const name of tables) {
    const file = path.join(dir, tableEntry(name));
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // One query per table: the association's tables are small (thousands of rows), and a snapshot
    // (or a repeatable-read transaction) keeps them consistent with each other.
    const rows = (await db.selectFrom(name).selectAll().execute()) as Record<string, unknown>[];
    const out = fs.createWriteStream(file);
    for (const row of rows) {
      if (!out.write(`${JSON.stringify(row)}\n`)) {
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    counts.push({ name, rows: rows.length });
  }
  return counts;
}

/**
 * Replaces the rows of `tables` with those in `dir`, in a database migrated to the archive's schema
 * version: children emptied first, parents filled first, in one transaction (a failure changes
 * nothing).
 */
export async function importTables(
  db: AnyDb,
  engine: Engine,
  dir: string,
  tables: { name: string; rows: number }[],
  sink?: ProgressSink,
): Promise<void> {
  const known = new Set(await appTables(db, engine));
  const missing = tables.filter((table) => !known.has(table.name));
  if (missing.length > 0) {
    throw new Error(
      `The archive has tables this schema lacks: ${missing.map((t) => t.name).join(', ')}`,
    );
  }
  const order = await parentsFirst(
    db,
    engine,
    tables.map((table) => table.name),
  );
  const total = tables.reduce((sum, table) => sum + table.rows, 0);
  let done = 0;
  await db.transaction().execute(async (trx) => {
    // The archive's rows replace what the migrations put there (site content's seeded defaults).
    for (const name of [...order].reverse()) await trx.deleteFrom(name).execute();
    for (const name of order) {
      const lines = readline.createInterface({
        input: fs.createReadStream(path.join(dir, tableEntry(name))),
        crlfDelay: Infinity,
      });
      let batch: Record<string, unknown>[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await trx.insertInto(name).values(batch).execute();
        done += batch.length;
        batch = [];
      };
      for await (const line of lines) {
        if (line === '') continue;
        batch.push(JSON.parse(line) as Record<string, unknown>);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      sink?.(`Database: ${name} restored (${done}/${total} rows)`);
    }
  });
}
