/**
 * `npm run test:cluster` (issue 19): two instances of the production build on one PostgreSQL (a
 * fresh schema on TEST_DATABASE_URL) and one S3 bucket (s3rver on loopback), behind Debian's nginx
 * as a round-robin load balancer. Through nginx it signs in, creates, edits and deletes content of
 * several kinds, uploads a photo and a PDF and reads them back on both instances; checks that
 * sign-in and posting limits, 'helpful' marks and tutorial views count across instances; that a
 * write on one instance is seen by the very next read on the other; and SIGKILLs one instance in
 * the middle of a stream of writes and reads. Prints what it checked and the figures, writes
 * test-results/cluster.json (`--report FILE` elsewhere), and exits non-zero on any failed check.
 * Needs TEST_DATABASE_URL and nginx; builds first if the build is missing or stale (DIST_DIR).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build';
import { Client, expectStatus } from './cluster/client';
import { writeThenRead } from './cluster/coherence';
import { contentChecks, type Cluster } from './cluster/content';
import { adminEmail, adminPassword, startInstances, startUpRecord } from './cluster/instances';
import { killOneInStream, type KillFigures } from './cluster/kill';
import { helpfulAndViews, postingLimit, signInLimit } from './cluster/limits';
import { findNginx, startNginx, type Nginx } from './cluster/nginx';
import { check, Report } from './cluster/report';
import { freshDatabase, startS3 } from './cluster/services';
import { freePort } from './lib/server-process';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const reportArg = process.argv.indexOf('--report');
const reportFile =
  reportArg > 0 && process.argv[reportArg + 1]
    ? path.resolve(process.argv[reportArg + 1] ?? '')
    : path.join(root, 'test-results', 'cluster.json');

const databaseUrl = process.env.TEST_DATABASE_URL;
const nginxBinary = findNginx();
if (!databaseUrl || !nginxBinary) {
  console.error(
    `The cluster test needs ${!databaseUrl ? 'TEST_DATABASE_URL (a PostgreSQL it may create schemas in)' : ''}` +
      `${!databaseUrl && !nginxBinary ? ' and ' : ''}${!nginxBinary ? "nginx (Debian's: apt-get install nginx)" : ''}.`,
  );
  process.exit(1);
}

await buildIfNeeded();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-cluster-'));
const database = await freshDatabase(databaseUrl);
const s3 = await startS3(path.join(work, 's3'));
const report = new Report();
const figures: Record<string, unknown> = {};
let nginx: Nginx | undefined;
let instances: Awaited<ReturnType<typeof startInstances>> = [];

try {
  const startedAt = performance.now();
  instances = await startInstances(root, 2, { DATABASE_URL: database.url, ...s3.env });
  figures.startSeconds = Number(((performance.now() - startedAt) / 1000).toFixed(1));
  nginx = await startNginx(
    nginxBinary,
    path.join(work, 'nginx'),
    await freePort(),
    instances.map((instance) => instance.address),
  );
  console.info(
    `Cluster: nginx ${nginx.base} → ${instances.map((each) => `${each.name} ${each.address}`).join(', ')}; ` +
      `PostgreSQL schema ${database.schema}; s3rver ${s3.endpoint}`,
  );
  const staff = new Client(nginx.base);
  const cluster: Cluster = { staff, instances, dist };

  await report.family('Start-up: two instances at once on one database', async (family) => {
    const record = await startUpRecord(database.url);
    check(
      record.migrations > 0 && record.migrations === record.distinct,
      `migrations recorded ${record.migrations} times for ${record.distinct}`,
    );
    check(record.admins === 1, `${record.admins} first admins`);
    check(record.newsTwice === 0, `${record.newsTwice} sample news items are there twice`);
    for (const instance of instances) {
      const ready = await new Client(instance.server.base).get('/api/ready');
      check(ready.status === 200, `instance ${instance.name} is not ready (${ready.status})`);
    }
    family.checked.push(
      `both healthy in ${figures.startSeconds} s; ${record.migrations} migrations applied once each, one first admin, the samples seeded once; /api/ready 200 on each`,
    );
  });

  await report.family('Sign in through nginx', async (family) => {
    expectStatus(
      await staff.send('/api/auth/login', { json: { email: adminEmail, password: adminPassword } }),
      200,
      'sign in',
    );
    const upstreams = new Set<string | null>();
    for (let i = 0; i < 4; i += 1) {
      const me = expectStatus(await staff.get('/api/auth/me'), 200, 'the session');
      upstreams.add(me.upstream);
    }
    check(upstreams.size >= 2, 'the session was only ever asked of one instance');
    family.checked.push(`one session, recognised by ${upstreams.size} instances in turn`);
  });

  await report.family('Content of several kinds, read back on every instance', (family) =>
    contentChecks(cluster, family),
  );
  await report.family('Limits and counts across instances', async (family) => {
    await signInLimit(staff.base, family);
    await postingLimit(staff.base, family);
    await helpfulAndViews(cluster, family);
  });
  await report.family('A write on one instance, the very next read on the other', (family) =>
    writeThenRead(cluster, family),
  );
  await report.family(
    'SIGKILL of one instance during a stream of writes and reads',
    async (family) => {
      figures.kill = (await killOneInStream(cluster, family)) satisfies KillFigures;
    },
  );
  figures.requestsByInstance = Object.fromEntries(nginx.requestsBy());
} finally {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => instance.server.stop()));
  await s3.close();
  await database.drop();
  fs.rmSync(work, { recursive: true, force: true });
}

console.info(`\nRequests through nginx by instance: ${JSON.stringify(figures.requestsByInstance)}`);
const kill = figures.kill as KillFigures | undefined;
if (kill) {
  console.info(
    `Writes acknowledged in the stream: ${kill.writesAcknowledged}; unanswered at the kill: ${kill.writesUnanswered} ` +
      `(acknowledged when sent again: ${kill.retriedAndAcknowledged}); acknowledged writes found after the kill: ` +
      `${kill.acknowledgedFoundAfter} of ${kill.writesAcknowledged + kill.retriedAndAcknowledged}`,
  );
}
report.write(reportFile, figures);
const failed = report.families.filter((family) => family.problems.length > 0).length;
console.info(
  `\nCluster test: ${report.families.length - failed} of ${report.families.length} families passed`,
);
process.exit(report.failed ? 1 : 0);
