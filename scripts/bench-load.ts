/**
 * `npm run bench:load`: builds what is stale, starts the built server on a fresh data folder with
 * its sample content, then
 *   1. 200 connections for 30 s: half over public pages (HTML), half over public API reads, each
 *      measured on its own;
 *   2. 50 connections for 30 s: 25 of a signed-in editor's writes (create a news item, read the
 *      lists) beside 25 of public pages and reads, each measured on its own.
 * Prints per run the errors, timeouts, non-2xx by status, p50/p99/max latency, and the server's
 * resident memory (VmRSS) before and after. It measures and prints; it asserts nothing.
 * Options: --duration <s> (each phase), --connections <n> (phase 1). The server's environment
 * passes through, so its limits can be tried: OVERLOAD_MAX_IN_FLIGHT=32 npm run bench:load.
 */
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded } from './build';
import { publicReads, staffWrites } from './load/mixes';
import { row, type Row } from './load/report';
import { signInCookie, startBenchServer } from './load/server';

const root = path.resolve(import.meta.dirname, '..');
const flag = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const duration = flag('duration', 30);
const readConnections = flag('connections', 200);

await buildIfNeeded();
const server = await startBenchServer(root);
const rows: Row[] = [];
const mb = (value: number) => Math.round(value * 10) / 10;
try {
  const { base } = server;
  const { pages, api } = await publicReads(base);
  const reads = [...pages, ...api];
  const cookie = await signInCookie(base);
  const writes = staffWrites(base, cookie);
  // A short warm-up, so the first phase does not measure the first render's compilation.
  await autocannon({ url: base, connections: 4, duration: 2, requests: reads });
  const rssBefore = server.rssMb();
  console.info(`Server RSS before: ${mb(rssBefore)} MB`);

  console.info(`Phase 1: ${readConnections} connections, ${duration} s of public pages and reads…`);
  const half = Math.round(readConnections / 2);
  const [paged, apiRead] = await Promise.all([
    autocannon({ url: base, connections: half, duration, requests: pages }),
    autocannon({ url: base, connections: readConnections - half, duration, requests: api }),
  ]);
  rows.push(
    row('1: public pages', half, paged),
    row('1: public API reads', readConnections - half, apiRead),
  );
  console.info(`Phase 2: 25 connections of staff writes beside 25 of reads, ${duration} s…`);
  const [written, read] = await Promise.all([
    autocannon({ url: base, connections: 25, duration, requests: writes }),
    autocannon({ url: base, connections: 25, duration, requests: reads }),
  ]);
  rows.push(
    row('2: staff writes (+ reads)', 25, written),
    row('2: pages and reads beside', 25, read),
  );

  const rssAfter = server.rssMb();
  console.table(rows);
  // Figures from a machine busy with other work are not the server's own: say how busy it was.
  const load = os.loadavg().map((value) => value.toFixed(1));
  console.info(`Machine: ${os.cpus().length} cores, load average ${load.join(' ')}`);
  console.info(
    `Server RSS: ${mb(rssBefore)} MB before, ${mb(rssAfter)} MB after (${rssAfter >= rssBefore ? '+' : ''}${mb(rssAfter - rssBefore)} MB)`,
  );
} finally {
  await server.stop();
}
