import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSummarySchema } from '../../../contract/admin';
import { lastBackupRepository } from '../../../db/repositories/last-backup';
import { ConfigError, loadConfig } from '../../config';
import { createStorage } from '../../media/storage';
import { manualClock, staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';
import { createBackupScheduler } from './schedule';
import { tempDir } from './testing';

const apps: FastifyInstance[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(dirs.splice(0).map((dir) => fsp.rm(dir, { recursive: true, force: true })));
});

async function temp(prefix: string): Promise<string> {
  const dir = await tempDir(prefix);
  dirs.push(dir);
  return dir;
}

const archives = async (dir: string) =>
  (await fsp.readdir(dir)).filter((name) => name.endsWith('.tar.gz')).sort();

describe('the backup settings', () => {
  it('turns scheduled backups on with BACKUP_SCHEDULE and BACKUP_DIR', () => {
    expect(loadConfig({}).backup).toBeUndefined();
    expect(
      loadConfig({ BACKUP_SCHEDULE: '6h', BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '3' }).backup,
    ).toEqual({ everyMs: 6 * 3600_000, dir: '/srv/backups', keep: 3 });
    expect(loadConfig({ BACKUP_SCHEDULE: '1d', BACKUP_DIR: '/b' }).backup?.keep).toBe(7);
    expect(loadConfig({ BACKUP_SCHEDULE: '30m', BACKUP_DIR: '/b' }).backup?.everyMs).toBe(
      1_800_000,
    );
  });

  it.each([
    [{ BACKUP_SCHEDULE: '6h' }, /BACKUP_DIR: is required when BACKUP_SCHEDULE is set/],
    [
      { BACKUP_SCHEDULE: 'weekly', BACKUP_DIR: '/b' },
      /BACKUP_SCHEDULE: must be a number and m, h or d/,
    ],
    [
      { BACKUP_SCHEDULE: '1d', BACKUP_DIR: '/b', BACKUP_KEEP: '0' },
      /BACKUP_KEEP: must be at least 1/,
    ],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('scheduled backups', () => {
  it('backs up when due, records the time and keeps the newest N archives', async () => {
    const dataDir = await temp('scheduled-data');
    const dir = await temp('scheduled');
    const app = await buildTestApp({ dataDir });
    apps.push(app);
    const clock = manualClock();
    const storage = await createStorage({ driver: 'local' }, dataDir);
    const scheduler = createBackupScheduler({
      db: app.db,
      storage,
      mediaDriver: 'local',
      settings: { everyMs: 3600_000, dir, keep: 2 },
      log: app.log,
      now: clock.now,
    });

    expect(await scheduler.tick()).toBe(true);
    expect(await lastBackupRepository(app.db).read()).toBe(clock.now().toISOString());
    clock.advance(30 * 60_000);
    expect(await scheduler.tick()).toBe(false);
    for (let hour = 0; hour < 3; hour += 1) {
      clock.advance(3600_000);
      expect(await scheduler.tick()).toBe(true);
    }
    const kept = await archives(dir);
    expect(kept).toHaveLength(2);
    expect(kept.at(-1)).toBe(
      `chapter-backup-${clock.now().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
    );
    expect(await lastBackupRepository(app.db).read()).toBe(clock.now().toISOString());
  });

  it('runs in the server, shows on the dashboard, and stops when the app closes', async () => {
    const dir = await temp('server-backups');
    const app = await buildTestApp({
      dataDir: await temp('server-data'),
      backup: { everyMs: 3600_000, dir, keep: 3 },
    });
    apps.push(app);
    const headers = await staffHeaders(app, 'editor');
    // Listening makes the app ready, which starts the schedule; the first backup is due at once.
    await app.ready();
    await vi.waitFor(async () => expect(await archives(dir)).toHaveLength(1), { timeout: 15_000 });
    await vi.waitFor(async () => expect(await lastBackupRepository(app.db).read()).toBeDefined());

    const response = await app.inject({ url: '/api/admin/summary', headers });
    const { backup } = adminSummarySchema.parse(response.json());
    expect(backup.scheduled).toBe(true);
    expect(backup.lastAt).toBe(await lastBackupRepository(app.db).read());
    await app.close();
    apps.splice(0);
    expect(path.basename((await archives(dir))[0] as string)).toMatch(/^chapter-backup-/);
  });
});
