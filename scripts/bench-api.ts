/**
 * `npm run bench:api`: builds what is stale, then on the built server with sample content measures
 *   1. start-up: the first start on an empty data folder (seeding) and a restart on it, each from
 *      spawn to healthy, with the process's peak resident memory (VmHWM);
 *   2. every public read of the API (lists and details), /rss.xml, the iCalendar feeds and the HTML
 *      of Home, /events, an article, the timetable and the gallery, beside a constant reply
 *      (/api/site): two alternating rounds, 10 connections each, through the public-read cache as
 *      configured, then the lists again on a server with the cache off (PUBLIC_CACHE=off).
 * Prints req/s, p50 and p99 of each and its ratio to the constant reply, then the server's RSS.
 * It measures and prints; it asserts nothing. Options: --duration <s> (each target, each round).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { benchTargets, type Target } from './api-bench/targets';
import { buildIfNeeded } from './build';
import { startBuiltServer, type BuiltServer } from './lib/built-server';

const root = path.resolve(import.meta.dirname, '..');
const at = process.argv.indexOf('--duration');
const duration = at > 0 ? Number(process.argv[at + 1]) : 3;
const connections = 10;
const mb = (value: number) => Math.round(value * 10) / 10;

interface Measured {
  target: Target;
  results: Result[];
}

async function measure(base: string, targets: Target[], rounds: number): Promise<Measured[]> {
  const measured = targets.map((target) => ({ target, results: [] as Result[] }));
  // Warm-up: the first answers compile templates and fill caches; they are not what is measured.
  for (const { target } of measured) {
    await autocannon({
      url: `${base}${target.path}`,
      connections: 2,
      amount: 40,
      headers: target.headers,
    });
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (const each of measured) {
      const { path: url, headers } = each.target;
      each.results.push(await autocannon({ url: `${base}${url}`, connections, duration, headers }));
    }
  }
  return measured;
}

const perSecond = (results: Result[]) =>
  results.reduce((sum, result) => sum + result.requests.total, 0) /
  results.reduce((sum, result) => sum + result.duration, 0);
/** The constant reply is the first target. */
const constantRate = (measured: Measured[]) => perSecond(measured[0]?.results ?? []);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function table(measured: Measured[], constant: number) {
  return measured.map(({ target, results }) => {
    const rate = perSecond(results);
    const failed = results.reduce((sum, result) => sum + result.errors + result.non2xx, 0);
    return {
      read: target.name,
      kind: target.kind,
      'req/s': Math.round(rate),
      'p50 ms': mean(results.map((result) => result.latency.p50)),
      'p99 ms': Math.max(...results.map((result) => result.latency.p99)),
      'vs constant': `${Math.round((rate / constant) * 100)}%`,
      ...(failed > 0 ? { 'errors/non-2xx': failed } : {}),
    };
  });
}

async function startUp(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-bench-api-'));
  try {
    const peak = (server: BuiltServer) => {
      const status = fs.readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
      return Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1]) / 1024;
    };
    const first = await startBuiltServer({ root, dataDir });
    const firstPeak = peak(first);
    await first.stop();
    const again = await startBuiltServer({ root, dataDir });
    const againPeak = peak(again);
    await again.stop();
    console.table([
      {
        start: 'first (seeds)',
        'to healthy ms': Math.round(first.startedInMs),
        'peak RSS MB': mb(firstPeak),
      },
      {
        start: 'restart',
        'to healthy ms': Math.round(again.startedInMs),
        'peak RSS MB': mb(againPeak),
      },
    ]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await buildIfNeeded();
console.info('Start-up (spawn to healthy; peak resident memory):');
await startUp();

const server = await startBuiltServer({ root });
let rows;
try {
  const targets = await benchTargets(server.base);
  console.info(
    `${targets.length} reads, 2 rounds of ${duration} s each, ${connections} connections…`,
  );
  const measured = await measure(server.base, targets, 2);
  const constant = constantRate(measured);
  rows = table(measured, constant);
  console.info('Through the public-read cache (as configured):');
  console.table(rows);
  console.info(`Server RSS after: ${mb(server.rssMb())} MB`);
} finally {
  await server.stop();
}

const uncached = await startBuiltServer({ root, env: { PUBLIC_CACHE: 'off' } });
try {
  const targets = (await benchTargets(uncached.base)).filter(
    (target) => target.kind === 'constant' || target.kind === 'list',
  );
  const measured = await measure(uncached.base, targets, 2);
  console.info('The constant reply and the lists with the cache off (PUBLIC_CACHE=off):');
  console.table(table(measured, constantRate(measured)));
  console.info(`Server RSS after: ${mb(uncached.rssMb())} MB`);
} finally {
  await uncached.stop();
}
const load = os.loadavg().map((value) => value.toFixed(1));
console.info(`Machine: ${os.cpus().length} cores, load average ${load.join(' ')}`);
