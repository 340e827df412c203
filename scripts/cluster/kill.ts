/**
 * SIGKILL of one instance in the middle of a stream of writes and reads through nginx: the other
 * carries on (nginx sends it everything once a connection to the dead one fails), the writes the
 * dead one was answering get no acknowledgement and are sent again with their Idempotency-Keys, and
 * afterwards every acknowledged write is there exactly once.
 */
import { randomBytes } from 'node:crypto';
import { type Client, expectStatus } from './client';
import type { Cluster } from './content';
import { check, type Family } from './report';

interface Write {
  n: number;
  key: string;
  title: string;
  id?: string;
  /** The answer's status, or 'none' when the connection failed. */
  status: number | 'none';
  upstream: string | null;
  at: number;
}

interface Read {
  status: number | 'none';
  upstream: string | null;
  at: number;
}

export interface KillFigures {
  writesSent: number;
  /** Acknowledged in the stream (the retried ones not counted). */
  writesAcknowledged: number;
  writesUnanswered: number;
  retriedAndAcknowledged: number;
  acknowledgedFoundAfter: number;
  duplicates: number;
  readsOk: number;
  readsFailed: number;
  /** Answers by instance before and after the kill (from X-Upstream). */
  byInstanceBefore: Record<string, number>;
  byInstanceAfter: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function tally(items: Array<{ upstream: string | null }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { upstream } of items)
    counts[upstream ?? 'none'] = (counts[upstream ?? 'none'] ?? 0) + 1;
  return counts;
}

async function sendWrite(staff: Client, write: Write): Promise<void> {
  try {
    const reply = await staff.send('/api/academic-news', {
      key: write.key,
      json: {
        name: 'Cluster test',
        title: write.title,
        summary: 'Written while one instance may be killed.',
        date: '2026-11-25',
        category: 'general',
      },
    });
    write.status = reply.status;
    write.upstream = reply.upstream;
    const id = (reply.body as { _id?: unknown } | undefined)?._id;
    if (typeof id === 'string') write.id = id;
  } catch {
    write.status = 'none';
  }
  write.at = Date.now();
}

const acknowledged = (write: Write) => typeof write.status === 'number' && write.status === 201;

/** Every news title under `prefix`, read through `client` page by page. */
async function titlesOf(client: Client, prefix: string): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; page < 100; page += 1) {
    const reply = expectStatus(
      await client.get(
        `/api/academic-news?q=${encodeURIComponent(prefix)}&pageSize=100&page=${page}`,
      ),
      200,
      'list the news',
    );
    const body = reply.body as { news: Array<{ title: string }>; total: number };
    titles.push(...body.news.map((item) => item.title));
    if (body.news.length === 0 || titles.length >= body.total) break;
  }
  return titles;
}

export async function killOneInStream(
  cluster: Cluster,
  family: Family,
  options = { writers: 4, readers: 2, beforeKillMs: 1500, afterKillMs: 3000 },
): Promise<KillFigures> {
  const [survivor, victim] = cluster.instances;
  if (!survivor || !victim) throw new Error('two instances are needed');
  const hex = randomBytes(3).toString('hex');
  const prefix = `Kill ${hex}`;
  const writes: Write[] = [];
  const reads: Read[] = [];
  let stopped = false;
  let killedAt = Number.POSITIVE_INFINITY;

  const writer = async () => {
    while (!stopped) {
      const n = writes.length + 1;
      const write: Write = {
        n,
        key: `kill-${hex}-${n}`,
        title: `${prefix} #${n}`,
        status: 'none',
        upstream: null,
        at: 0,
      };
      writes.push(write);
      await sendWrite(cluster.staff, write);
    }
  };
  const reader = async () => {
    while (!stopped) {
      const done = writes.filter((write) => write.id);
      const last = done[done.length - 1];
      const path = last ? `/api/academic-news/${last.id}` : '/api/academic-news?pageSize=5';
      try {
        const reply = await cluster.staff.get(path);
        reads.push({ status: reply.status, upstream: reply.upstream, at: Date.now() });
      } catch {
        reads.push({ status: 'none', upstream: null, at: Date.now() });
      }
    }
  };
  const stream = Promise.all([
    ...Array.from({ length: options.writers }, writer),
    ...Array.from({ length: options.readers }, reader),
  ]);
  await sleep(options.beforeKillMs);
  killedAt = Date.now();
  victim.server.process.kill('SIGKILL');
  await sleep(options.afterKillMs);
  stopped = true;
  await stream;

  const ackedInStream = writes.filter(acknowledged).length;
  const before = [...writes, ...reads].filter((item) => item.at < killedAt);
  const after = [...writes, ...reads].filter((item) => item.at >= killedAt);
  const byInstanceBefore = tally(before);
  const byInstanceAfter = tally(after);
  const afterOnSurvivor = after.filter((item) => item.upstream === survivor.address).length;

  // The writes that got no acknowledgement, sent again with their keys: now all to the survivor.
  const unanswered = writes.filter((write) => !acknowledged(write));
  const unansweredAt = unanswered.map((write) => write.at);
  /** How the unacknowledged ones were answered: `502 127.0.0.1:4321` (nginx's), `none` (no answer). */
  const unansweredHow = JSON.stringify(
    tally(
      unanswered.map((write) => ({ upstream: `${write.status} ${write.upstream ?? ''}`.trim() })),
    ),
  );
  let retried = 0;
  for (const write of unanswered) {
    await sendWrite(cluster.staff, write);
    if (acknowledged(write)) retried += 1;
  }

  const survivorClient = cluster.staff.at(survivor.server.base);
  const titles = await titlesOf(survivorClient, prefix);
  const counted = new Map<string, number>();
  for (const title of titles) counted.set(title, (counted.get(title) ?? 0) + 1);
  const acked = writes.filter(acknowledged);
  const found = acked.filter((write) => counted.get(write.title) === 1).length;
  const duplicates = [...counted.values()].filter((count) => count > 1).length;

  const figures: KillFigures = {
    writesSent: writes.length,
    writesAcknowledged: ackedInStream,
    writesUnanswered: unanswered.length,
    retriedAndAcknowledged: retried,
    acknowledgedFoundAfter: found,
    duplicates,
    readsOk: reads.filter((read) => read.status === 200).length,
    readsFailed: reads.filter((read) => read.status !== 200).length,
    byInstanceBefore,
    byInstanceAfter,
  };

  check(afterOnSurvivor > 0, 'nothing was answered after the kill: the survivor did not carry on');
  check(
    unanswered.length <= options.writers,
    `${unanswered.length} writes got no acknowledgement (${unansweredHow}); ` +
      `at most the ${options.writers} in flight at the kill may`,
  );
  check(
    unansweredAt.every((at) => at - killedAt < 2000),
    'a write failed long after the kill: nginx kept sending to the dead instance',
  );
  check(
    figures.readsFailed === 0,
    `${figures.readsFailed} reads failed (nginx retries reads on the survivor)`,
  );
  check(
    retried === unanswered.length,
    `${unanswered.length - retried} unacknowledged writes failed again`,
  );
  check(
    found === acked.length,
    `${acked.length - found} acknowledged writes are missing or doubled`,
  );
  check(duplicates === 0, `${duplicates} writes are there twice`);

  family.checked.push(
    `SIGKILL of ${victim.name} (${victim.address}) ${options.beforeKillMs} ms into ${options.writers} writers and ${options.readers} readers, ` +
      `stream kept ${options.afterKillMs} ms after`,
    `answers before the kill by instance: ${JSON.stringify(figures.byInstanceBefore)}; after: ${JSON.stringify(figures.byInstanceAfter)}`,
    `writes: ${figures.writesSent} sent, ${figures.writesAcknowledged} acknowledged in the stream, ` +
      `${figures.writesUnanswered} unanswered (in flight on ${victim.name}), ${retried} of those acknowledged when sent again with their keys`,
    `after: ${found} of ${acked.length} acknowledged writes found, each exactly once (${duplicates} doubled)`,
    `reads: ${figures.readsOk} answered 200, ${figures.readsFailed} failed`,
  );
  return figures;
}
