/**
 * `npm run test:crash`: kills the built server with SIGKILL, again and again, and checks that what
 * it acknowledged survived (issue 21, item 3).
 *
 * - First starts: on brand-new data folders, killed during migrations and seeding; the next start
 *   must come up with the sample content there once.
 * - Write cycles (100): start, retry last cycle's unanswered writes with their Idempotency-Keys,
 *   stream creates (news, events, contact messages) and course edits from several writers, kill
 *   50-800 ms in; then, with the server dead: integrity_check, every acknowledged write there exactly
 *   once, nothing twice, no create without its key record, no course edit older than acknowledged.
 * - Upload cycles (50): the same with concurrent photo uploads; every acknowledged upload's file
 *   exists and decodes, no row points to a missing file, and after the next start nothing is left in
 *   the incoming areas and no stored file is unreferenced.
 *
 * Runs against the production build (built first if missing or stale; DIST_DIR as for the build).
 * `--write-cycles=N`, `--upload-cycles=N`, `--first-starts=N` change the counts. Prints the figures,
 * writes test-results/crash-suite.json, and exits non-zero on any failed check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build';
import { checkAfterKill, checkAfterStart } from './crash/checks';
import { StaffClient } from './crash/client';
import { cleanFirstStart, firstStartCycle, killedIn, newDataDir } from './crash/first-start';
import { emptyFigures, Ledger, type Figures, type Kind } from './crash/ledger';
import { printFigures, reportFamilies } from './crash/report';
import { startServer } from './crash/server';
import { probeReplays, retryPending, stream } from './crash/workload';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');

function option(name: string, fallback: number): number {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

const counts = {
  firstStarts: option('first-starts', 10),
  writes: option('write-cycles', 100),
  uploads: option('upload-cycles', 50),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface CycleOptions {
  kinds: Kind[];
  writers: number;
  /** How long the start's media sweep is given before leftovers and orphans count. */
  settleMs: number;
}

/** One start → retries → burst of writes → SIGKILL → checks, on the kept data folder. */
async function cycle(
  dataDir: string,
  client: StaffClient,
  ledger: Ledger,
  figures: Figures,
  options: CycleOptions,
): Promise<void> {
  const server = await startServer(dist, dataDir);
  client.base = server.base;
  await checkAfterStart(dataDir, ledger, figures, options.settleMs);
  await retryPending(client, ledger, figures);
  await probeReplays(client, ledger, figures, 2);
  let stopped = false;
  const burst = stream(client, ledger, figures, { ...options, stopped: () => stopped });
  await sleep(50 + Math.random() * 750);
  stopped = true;
  await server.kill();
  await burst;
  figures.cycles += 1;
  await checkAfterKill(dataDir, ledger, figures);
}

async function cycles(
  label: string,
  total: number,
  run: (index: number) => Promise<void>,
  figures: Figures,
  ledger: Ledger,
): Promise<boolean> {
  for (let i = 1; i <= total; i += 1) {
    try {
      await run(i);
    } catch (error) {
      figures.failedStarts += 1;
      ledger.problem('failedStarts', `${label} cycle ${i}: ${(error as Error).message}`);
      return false;
    }
    if (i % 10 === 0 || i === total) console.info(`  ${label}: ${i}/${total}`);
  }
  return true;
}

async function main(): Promise<number> {
  const began = Date.now();
  await buildIfNeeded();
  const figures = emptyFigures();
  const ledger = new Ledger(Date.now().toString(36));
  const client = new StaffClient();

  console.info('▶ A clean first start (the reference)');
  const dataDir = newDataDir();
  const reference = await cleanFirstStart(dist, dataDir);
  client.base = reference.base;
  await client.signIn();
  const courses = (await (await fetch(`${reference.base}/api/courses`)).json()) as { id: string }[];
  for (const course of courses.slice(0, 12)) {
    ledger.courses.set(course.id, { acked: 0, sent: 0, busy: false });
  }
  await reference.kill();
  console.info(`  started in ${reference.startMs} ms; ${JSON.stringify(reference.counts)}`);

  console.info(`▶ ${counts.firstStarts} first starts killed part-way`);
  await cycles(
    'first starts',
    counts.firstStarts,
    (i) => firstStartCycle(i, dist, reference, ledger, figures),
    figures,
    ledger,
  );

  console.info(`▶ ${counts.writes} write cycles`);
  const writes: CycleOptions = {
    kinds: ['news', 'news', 'event', 'event', 'contact', 'course-edit'],
    writers: 6,
    settleMs: 0,
  };
  let ok = await cycles(
    'write cycles',
    counts.writes,
    () => cycle(dataDir, client, ledger, figures, writes),
    figures,
    ledger,
  );

  console.info(`▶ ${counts.uploads} upload cycles`);
  const uploads: CycleOptions = { kinds: ['photo'], writers: 4, settleMs: 1500 };
  if (ok) {
    ok = await cycles(
      'upload cycles',
      counts.uploads,
      () => cycle(dataDir, client, ledger, figures, uploads),
      figures,
      ledger,
    );
  }

  if (ok) {
    // A last start: what is still unanswered is sent again, then checked like every other cycle.
    const server = await startServer(dist, dataDir);
    client.base = server.base;
    await checkAfterStart(dataDir, ledger, figures, uploads.settleMs);
    await retryPending(client, ledger, figures);
    await server.kill();
    await checkAfterKill(dataDir, ledger, figures);
    const unanswered = ledger.pending().length;
    if (unanswered > 0) {
      figures.unexpectedAnswers += unanswered;
      ledger.problem('unexpectedAnswers', `${unanswered} writes still unanswered after retries`);
    }
  }

  const families = reportFamilies(figures, ledger);
  printFigures(figures, counts, killedIn, Date.now() - began);
  for (const family of families) {
    for (const problem of family.problems) console.error(`  ✖ ${family.name}: ${problem}`);
  }
  const reports = path.join(root, 'test-results');
  fs.mkdirSync(reports, { recursive: true });
  fs.writeFileSync(
    path.join(reports, 'crash-suite.json'),
    JSON.stringify({ figures, counts, killedIn, families }, null, 2),
  );
  const failed = families.some((family) => family.problems.length > 0);
  if (failed) console.error(`\nThe data folder is kept for a look: ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
  return failed ? 1 : 0;
}

process.exitCode = await main();
