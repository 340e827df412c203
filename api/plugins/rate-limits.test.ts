import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSchema, dropSchema } from '../../db/dialect';
import { rateLimitsRepository } from '../../db/repositories/rate-limits';
import { buildApp } from '../app';
import { fakeTime } from '../test/fake-time';
import { buildTestApp, testConfig, testDatabaseUrl } from '../test/test-app';
import type { RateLimit } from './rate-limits';

const limit: RateLimit = { name: 'test-limit', points: 3, seconds: 60 };

const apps: FastifyInstance[] = [];
const cleanup: (() => Promise<void> | void)[] = [];
let time: ReturnType<typeof fakeTime>;
beforeEach(() => {
  time = fakeTime();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  for (const step of cleanup.splice(0)) await step();
  vi.useRealTimers();
});

async function fresh(): Promise<FastifyInstance> {
  const app = await buildTestApp();
  apps.push(app);
  return app;
}

/** Two server instances on one database: a SQLite file, or one PostgreSQL schema. */
async function twoInstances(): Promise<[FastifyInstance, FastifyInstance]> {
  let database: Parameters<typeof buildApp>[0]['database'];
  if (testDatabaseUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    await createSchema(testDatabaseUrl, schema);
    cleanup.push(() => dropSchema(testDatabaseUrl!, schema));
    database = { engine: 'postgres', url: testDatabaseUrl, schema };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limits-'));
    cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    database = { engine: 'sqlite', file: path.join(dir, 'shared.sqlite') };
  }
  const first = await buildApp(testConfig({ database }));
  apps.push(first);
  const second = await buildApp(testConfig({ database }));
  apps.push(second);
  return [first, second];
}

describe('app.rateLimits', () => {
  it('holds one count across server instances sharing the database', async () => {
    const [one, two] = await twoInstances();
    expect(await one.rateLimits.take(limit, 'client')).toEqual({ ok: true, taken: 1 });
    expect(await two.rateLimits.take(limit, 'client')).toEqual({ ok: true, taken: 2 });
    expect(await one.rateLimits.take(limit, 'client')).toEqual({ ok: true, taken: 3 });
    expect(await two.rateLimits.take(limit, 'client')).toEqual({
      ok: false,
      retryAfterSeconds: 60,
    });
    expect(await two.rateLimits.taken(limit, 'another client')).toBe(0);
  });

  it('never lets parallel takes past the limit', async () => {
    const app = await fresh();
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, () => app.rateLimits.take(limit, 'client')),
    );
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(3);
  });

  it('keeps no state from one test app to the next', async () => {
    const first = await fresh();
    for (let index = 0; index < 3; index += 1) await first.rateLimits.take(limit, 'client');
    expect((await first.rateLimits.take(limit, 'client')).ok).toBe(false);
    const second = await fresh();
    expect(await second.rateLimits.take(limit, 'client')).toEqual({ ok: true, taken: 1 });
  });

  it('starts a new window once the old one ends, gives back and forgets', async () => {
    const app = await fresh();
    for (let index = 0; index < 3; index += 1) await app.rateLimits.take(limit, 'client');
    time.advance(59_000);
    expect(await app.rateLimits.take(limit, 'client')).toEqual({
      ok: false,
      retryAfterSeconds: 1,
    });
    time.advance(1_000);
    expect(await app.rateLimits.take(limit, 'client')).toEqual({ ok: true, taken: 1 });
    await app.rateLimits.giveBack(limit, 'client');
    expect(await app.rateLimits.taken(limit, 'client')).toBe(0);
    await app.rateLimits.take(limit, 'client');
    await app.rateLimits.forget(limit, 'client');
    expect(await app.rateLimits.taken(limit, 'client')).toBe(0);
    // A take may set its own window length when it starts one.
    expect(
      await app.rateLimits.take({ ...limit, name: 'turns', points: 1 }, 'k', { seconds: 5 }),
    ).toMatchObject({ ok: true });
    expect(await app.rateLimits.take({ ...limit, name: 'turns', points: 1 }, 'k')).toEqual({
      ok: false,
      retryAfterSeconds: 5,
    });
  });

  it('sweeps ended windows from the table', async () => {
    const app = await fresh();
    await app.rateLimits.take(limit, 'old');
    time.advance(61_000);
    await app.rateLimits.take(limit, 'new');
    await rateLimitsRepository(app.db).removeEnded(Date.now());
    const keys = await app.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['test-limit:new']);
  });
});
