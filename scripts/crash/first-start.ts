/**
 * Kills during a first start (migrations, the first admin, seeding) on a brand-new data folder: the
 * next start must come up, with the sample content there once, and an intact database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Figures, Ledger } from './ledger';
import { migrations as migrationList } from '../../db/migrations';
import { leftoverFiles, databaseFile } from './checks';
import { killHard, spawnServer, startServer } from './server';

/** Tables the seed fills, and the admin's: their row counts after a clean first start. */
const seededTables = [
  'staff_users',
  'academic_news',
  'upcoming_events',
  'courses',
  'photos',
  'tutorials',
  'learning_resources',
  'calendar_events',
] as const;

export type Counts = Record<string, number>;

function tableCounts(dataDir: string): Counts {
  const db = new Database(databaseFile(dataDir));
  try {
    return Object.fromEntries(
      seededTables.map((table) => [
        table,
        (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n,
      ]),
    );
  } finally {
    db.close();
  }
}

export const newDataDir = (): string => fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-crash-'));

/** One clean first start: how long it takes, and what it leaves (the reference for the cycles). */
export async function cleanFirstStart(
  dist: string,
  dataDir: string,
): Promise<{ startMs: number; counts: Counts; base: string; kill: () => Promise<void> }> {
  const server = await startServer(dist, dataDir);
  return {
    startMs: server.startedInMs,
    base: server.base,
    kill: server.kill,
    counts: await waitForCounts(dataDir),
  };
}

/** Seeding ends after the server is healthy on some versions: wait for the counts to settle. */
async function waitForCounts(dataDir: string): Promise<Counts> {
  let last = '';
  for (let i = 0; i < 50; i += 1) {
    const counts = tableCounts(dataDir);
    const now = JSON.stringify(counts);
    if (now === last) return counts;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return JSON.parse(last) as Counts;
}

/** Where the kills of first starts landed, for the figures. */
export const killedIn = {
  'before the migrations': 0,
  'during the migrations': 0,
  'during seeding': 0,
  'after seeding': 0,
};

/** How far a killed first start had got, from what its database holds. */
function phaseReached(dataDir: string, clean: Counts): keyof typeof killedIn {
  if (!fs.existsSync(databaseFile(dataDir))) return 'before the migrations';
  const db = new Database(databaseFile(dataDir));
  try {
    const applied = db
      .prepare("select count(*) as n from sqlite_master where name = 'kysely_migration'")
      .get() as { n: number };
    const migrations = applied.n
      ? (db.prepare('select count(*) as n from kysely_migration').get() as { n: number }).n
      : 0;
    if (migrations < Object.keys(migrationList).length) {
      return migrations === 0 && applied.n === 0
        ? 'before the migrations'
        : 'during the migrations';
    }
    const news = (db.prepare('select count(*) as n from academic_news').get() as { n: number }).n;
    return news < (clean.academic_news ?? 0) ? 'during seeding' : 'after seeding';
  } finally {
    db.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function firstStartCycle(
  index: number,
  dist: string,
  reference: { startMs: number; counts: Counts },
  ledger: Ledger,
  figures: Figures,
): Promise<void> {
  const dataDir = newDataDir();
  try {
    const { child, spawnedAt } = await spawnServer(dist, dataDir);
    // The database file appears when the migrations begin. Every other cycle kills within 100 ms
    // of that (migrations, the first admin); the rest anywhere up to the reference start (seeding).
    while (!fs.existsSync(databaseFile(dataDir)) && Date.now() - spawnedAt < reference.startMs) {
      await sleep(5);
    }
    const late = Math.max(0, reference.startMs * 1.1 - (Date.now() - spawnedAt));
    await sleep(index % 2 === 0 ? Math.random() * 100 : Math.random() * late);
    await killHard(child);
    const phase = phaseReached(dataDir, reference.counts);
    killedIn[phase] += 1;
    let server;
    try {
      server = await startServer(dist, dataDir);
    } catch (error) {
      figures.failedStarts += 1;
      ledger.problem(
        'failedStarts',
        `first start killed, then unstartable: ${(error as Error).message}`,
      );
      return;
    }
    const counts = await waitForCounts(dataDir);
    const leftovers = leftoverFiles(dataDir);
    await server.kill();
    if (leftovers.length > 0) {
      figures.leftovers += leftovers.length;
      ledger.problem('leftovers', `after a killed first start: ${leftovers.join(', ')}`);
    }
    const differ = Object.keys(reference.counts).filter(
      (table) => counts[table] !== reference.counts[table],
    );
    if (differ.length > 0) {
      figures.halfWritten += 1;
      ledger.problem(
        'halfWritten',
        `after a killed first start: ${differ.map((t) => `${t} ${counts[t]} (clean: ${reference.counts[t]})`).join(', ')}`,
      );
    }
    const db = new Database(databaseFile(dataDir));
    const integrity = db.pragma('integrity_check', { simple: true });
    db.close();
    if (integrity !== 'ok') {
      figures.integrityFailures += 1;
      ledger.problem(
        'integrityFailures',
        `after a killed first start: integrity_check ${String(integrity)}`,
      );
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
