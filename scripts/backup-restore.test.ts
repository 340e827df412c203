import { spawnSync } from 'node:child_process';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSite, siteConfig, tempDir } from '../api/operations/backup/testing';
import { acquireDataDirLock } from '../db/data-dir-lock';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

function run(script: string, args: string[], dataDir: string) {
  const result = spawnSync(tsx, [path.join(root, 'scripts', script), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let work: string;
let archive: string;
let source: string;

beforeAll(async () => {
  work = await tempDir('cli');
  source = path.join(work, 'data');
  await seedSite(siteConfig(source));
  archive = path.join(work, 'site.tar.gz');
}, 60_000);

afterAll(async () => {
  await fsp.rm(work, { recursive: true, force: true });
});

/** The two commands as an operator types them: what they print and how they exit. */
describe('npm run backup and npm run restore', { timeout: 60_000 }, () => {
  it('back up with progress, refuse an existing site, restore into an empty folder', () => {
    const backup = run('backup.ts', [archive], source);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/^Media: \d+\/\d+ files, [\d.]+ MB$/m);
    expect(backup.stdout).toMatch(/^Backup written to .*site\.tar\.gz: [\d.]+ MB, \d+ files, in/m);

    const refused = run('restore.ts', [archive], source);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Refusing to restore over an existing site: .*--force/);

    const restored = run('restore.ts', [archive], path.join(work, 'fresh'));
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/^Checking: \d+\/\d+ files/m);
    expect(restored.stdout).toMatch(/^Restored the backup of .* \(schema \d{4}_\w+\)/m);
  });

  it('refuses to restore while a server holds the data folder', () => {
    const dataDir = path.join(work, 'served');
    const server = acquireDataDirLock(dataDir, 'server');
    try {
      const refused = run('restore.ts', [archive, '--force'], dataDir);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(String(process.pid));
    } finally {
      server.release();
    }
  });

  it('explain their usage', () => {
    expect(run('backup.ts', [], source)).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/Usage: npm run backup/),
    });
    expect(run('restore.ts', [], source)).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/Usage: npm run restore/),
    });
  });
});
