/**
 * The database going away under load (issue 21): a PostgreSQL of the test's own is stopped while
 * reads and writes keep coming, then started again. Meanwhile every answer is a 503 with
 * Retry-After (never a 500, a hang or a crash), /api/health says the database is unreachable, and
 * the site serves again by itself within seconds of the database's return.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { WebSource } from './config';
import { signIn } from './test/staff';
import { testConfig } from './test/test-app';
import {
  postgresBinaries,
  startPrivatePostgres,
  type PrivatePostgres,
} from './test/private-postgres';

const bin = postgresBinaries();
// The pages too, when a production build is there (npm run build; DIST_DIR for a parallel one).
const webDir = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist', 'web');
const web: WebSource | undefined = fs.existsSync(path.join(webDir, 'server/index.js'))
  ? { mode: 'production', dir: webDir }
  : undefined;

interface Outcome {
  kind: string;
  startedAt: number;
  ms: number;
  status: number | 'failed';
  retryAfter: string | null;
}

describe.skipIf(!bin)(
  'the database going away (a private PostgreSQL; skipped when none is installed)',
  () => {
    let database: PrivatePostgres;
    let app: FastifyInstance;
    let base: string;
    let cookie: string;

    beforeAll(async () => {
      database = await startPrivatePostgres(bin!);
      app = await buildApp(
        testConfig({ database: { engine: 'postgres', url: database.url }, web }),
      );
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      cookie = (await signIn(app, { role: 'editor' })).headers.cookie;
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      database?.remove();
    });

    const requests: Record<string, () => Promise<Response>> = {
      read: () => fetch(`${base}/api/academic-news?limit=5`),
      'read signed in': () => fetch(`${base}/api/academic-news?limit=5`, { headers: { cookie } }),
      write: () =>
        fetch(`${base}/api/academic-news`, {
          method: 'POST',
          headers: { cookie, origin: base, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Load test',
            title: 'Written during an outage test',
            summary: 'Either stored (2xx) or refused with 503.',
            date: '2026-11-18',
            category: 'general',
          }),
        }),
      health: () => fetch(`${base}/api/health`),
      ...(web
        ? {
            page: () => fetch(`${base}/news`, { headers: { accept: 'text/html' } }),
            'page signed in': () =>
              fetch(`${base}/news`, { headers: { accept: 'text/html', cookie } }),
          }
        : {}),
    };

    /** Workers that each send every kind of request in turn until `running` says stop. */
    function load(workers: number) {
      const outcomes: Outcome[] = [];
      let running = true;
      const kinds = Object.keys(requests);
      const loops = Array.from({ length: workers }, async (_, worker) => {
        for (let i = worker; running; i += 1) {
          const kind = kinds[i % kinds.length]!;
          const startedAt = Date.now();
          try {
            const response = await requests[kind]!();
            await response.arrayBuffer();
            outcomes.push({
              kind,
              startedAt,
              ms: Date.now() - startedAt,
              status: response.status,
              retryAfter: response.headers.get('retry-after'),
            });
          } catch {
            outcomes.push({
              kind,
              startedAt,
              ms: Date.now() - startedAt,
              status: 'failed',
              retryAfter: null,
            });
          }
        }
      });
      return {
        outcomes,
        stop: async () => {
          running = false;
          await Promise.all(loops);
        },
      };
    }

    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('answers 503 while it is down, and recovers by itself when it is back', async () => {
      const traffic = load(8);
      await sleep(1000);
      const stoppedAt = Date.now();
      database.stop();
      const downFrom = Date.now();
      await sleep(3000);
      const downUntil = Date.now();
      await database.start();
      const restartedAt = Date.now();

      // Recovery: a read and the health check answer 200 again, with no restart of the server.
      let recoveredAt: number | undefined;
      while (Date.now() - restartedAt < 10_000) {
        const [read, health] = await Promise.all([requests.read!(), requests.health!()]);
        if (read.status === 200 && health.status === 200) {
          recoveredAt = Date.now();
          break;
        }
        await sleep(100);
      }
      await sleep(1000);
      await traffic.stop();
      const { outcomes } = traffic;

      const before = outcomes.filter((each) => each.startedAt + each.ms < stoppedAt);
      const down = outcomes.filter(
        (each) => each.startedAt >= downFrom && each.startedAt + each.ms <= downUntil,
      );
      const after = outcomes.filter((each) => recoveredAt && each.startedAt > recoveredAt);
      const summary = (list: Outcome[]) =>
        Object.entries(
          list.reduce<Record<string, number>>((counts, each) => {
            const key = `${each.kind} ${each.status}`;
            counts[key] = (counts[key] ?? 0) + 1;
            return counts;
          }, {}),
        ).sort();
      console.info('before', summary(before), '\ndown', summary(down), '\nafter', summary(after));
      console.info(
        `recovered ${recoveredAt ? recoveredAt - restartedAt : 'never'} ms after restart`,
      );

      expect(before.length).toBeGreaterThan(0);
      expect(before.every((each) => typeof each.status === 'number' && each.status < 300)).toBe(
        true,
      );

      // Down: every kind of request was tried, and each answered 503 with Retry-After (health too,
      // with its body saying the database is unreachable), quickly.
      expect(new Set(down.map((each) => each.kind))).toEqual(new Set(Object.keys(requests)));
      expect(down.filter((each) => each.status !== 503)).toEqual([]);
      expect(down.filter((each) => !each.retryAfter)).toEqual([]);
      // Never a 500 or a dropped connection, at any moment (the stop itself included), and never a hang.
      expect(outcomes.filter((each) => each.status === 'failed' || each.status === 500)).toEqual(
        [],
      );
      expect(Math.max(...outcomes.map((each) => each.ms))).toBeLessThan(6000);

      expect(recoveredAt).toBeDefined();
      expect(recoveredAt! - restartedAt).toBeLessThan(5000);
      expect(after.length).toBeGreaterThan(0);
      expect(after.filter((each) => each.status !== 200 && each.status !== 201)).toEqual([]);
    }, 45_000);

    it('says so on /api/health and /api/ready while the database is down', async () => {
      database.stop();
      try {
        const response = await fetch(`${base}/api/health`);
        expect(response.status).toBe(503);
        expect(await response.json()).toMatchObject({
          status: 'unavailable',
          database: { engine: 'postgres', reachable: false },
        });
        const ready = await fetch(`${base}/api/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({
          status: 'unavailable',
          database: { reachable: false },
          storage: { reachable: true },
        });
      } finally {
        await database.start();
      }
      // Ready again by itself, without a restart.
      await expect
        .poll(async () => (await fetch(`${base}/api/ready`)).status, { timeout: 10_000 })
        .toBe(200);
    });
  },
);
