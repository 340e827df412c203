import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createSchema, dropSchema } from '../db/dialect';
import { listFiles } from './media/testing';
import { startUp } from './start-up';
import { testConfig, testDatabaseUrl } from './test/test-app';
import type { AppConfig } from './config';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function dataFolder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-start-'));
  cleanup.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

const sqliteConfig = (dataDir: string): AppConfig =>
  testConfig({
    dataDir,
    database: { engine: 'sqlite', file: path.join(dataDir, 'chapter.sqlite') },
  });

async function started(config: AppConfig) {
  const { app, release } = await startUp(config);
  cleanup.push(release, () => app.close());
  return app;
}

const count = async (app: Awaited<ReturnType<typeof started>>) =>
  ((await app.inject('/api/news')).json() as unknown[]).length;

describe('startUp', () => {
  it('lets one of two servers started together on an empty folder seed and serve, and refuses the other; the next start clears what a killed process left', async () => {
    const dataDir = await dataFolder();
    const config = sqliteConfig(dataDir);
    const outcomes = await Promise.allSettled([startUp(config), startUp(config)]);
    const winner = outcomes.find((outcome) => outcome.status === 'fulfilled');
    const loser = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(winner && loser).toBeTruthy();
    const { app, release } = (winner as PromiseFulfilledResult<Awaited<ReturnType<typeof startUp>>>)
      .value;
    expect(loser?.reason).toBeInstanceOf(DataDirLockedError);
    expect(String(loser?.reason)).toContain(`process ${process.pid} (server)`);
    const seeded = await count(app);
    expect(seeded).toBeGreaterThan(0);
    const kept = await listFiles(path.join(dataDir, 'media'));
    await app.close();
    release();

    // What a process killed mid-upload leaves: a partial temporary file, and an object whose row
    // was never written. The next start takes the folder again, seeds nothing more, and removes
    // both before it serves (the hourly sweep would wait an hour).
    const orphan = `i/${'e'.repeat(64)}.jpg`;
    await fs.writeFile(path.join(dataDir, 'media', orphan), 'stored, but no row was written');
    await fs.mkdir(path.join(dataDir, 'media', '.incoming'), { recursive: true });
    await fs.writeFile(path.join(dataDir, 'media', '.incoming', 'a1b2c3'), 'half an upload');
    expect(await count(await started(config))).toBe(seeded);
    expect(await listFiles(path.join(dataDir, 'media'))).toEqual(kept);
    expect(await fs.readdir(path.join(dataDir, 'media', '.incoming'))).toEqual([]);
  });

  it.runIf(testDatabaseUrl)(
    'on PostgreSQL, lets instances on their own folders share one database and seeds it once',
    async () => {
      const url = testDatabaseUrl!;
      const schema = `test_start_${Date.now()}`;
      await createSchema(url, schema);
      cleanup.push(() => dropSchema(url, schema));
      const database = { engine: 'postgres' as const, url, schema };
      const [one, two] = await Promise.all([
        started(testConfig({ dataDir: await dataFolder(), database })),
        started(testConfig({ dataDir: await dataFolder(), database })),
      ]);
      const news = await count(one);
      expect(news).toBeGreaterThan(0);
      expect(await count(two)).toBe(news);
    },
  );
});
