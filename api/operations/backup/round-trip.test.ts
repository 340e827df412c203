import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Insertable, Migrator, sql } from 'kysely';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import { acquireDataDirLock, DataDirLockedError } from '../../../db/data-dir-lock';
import { migrations } from '../../../db/migrations';
import type { AcademicNewsTable } from '../../../db/tables/content';
import { ArchiveError } from './archive';
import { hashFile } from './manifest';
import { restoreBackup, RestoreRefusedError } from './restore';
import { backupSite, mediaHashes, publicReads, seedSite, siteConfig, tempDir } from './testing';

const latest = Object.keys(migrations).at(-1);
const packageVersion = (
  JSON.parse(
    await fsp.readFile(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
  ) as {
    version: string;
  }
).version;
const cleanup: string[] = [];
const temp = async (prefix: string) => {
  const dir = await tempDir(prefix);
  cleanup.push(dir);
  return dir;
};

let archive: string;
let before: { reads: Record<string, string>; media: Record<string, string> };

/** The seeded sample site, backed up once; each test restores it somewhere of its own. */
beforeAll(async () => {
  const root = await temp('backup-source');
  const source = siteConfig(path.join(root, 'data'));
  await seedSite(source);
  archive = path.join(root, 'site.tar.gz');
  const result = await backupSite(source, archive);
  expect(result.manifest.schemaVersion).toBe(latest);
  // Read after the backup: a read that counts (tutorial views) then starts from the archived state.
  before = { reads: await publicReads(source), media: await mediaHashes(source) };
  expect(Object.keys(before.media).length).toBeGreaterThan(100);
  expect(Object.keys(before.reads).length).toBeGreaterThan(40);
}, 120_000);

afterAll(async () => {
  await Promise.all(cleanup.map((dir) => fsp.rm(dir, { recursive: true, force: true })));
});

describe('backup and restore', () => {
  it('brings back the same public API output and the same media files in an empty data folder', async () => {
    const target = siteConfig(path.join(await temp('restore'), 'data'));
    const lines: string[] = [];
    const manifest = await restoreBackup(target, archive, { sink: (line) => lines.push(line) });
    expect(manifest.entries.length).toBe(
      Object.keys(before.media).length + manifest.tables.length + 1,
    );
    expect(lines.some((line) => /^Checking: \d+\/\d+ files/.test(line))).toBe(true);
    expect(await mediaHashes(target)).toEqual(before.media);
    expect(await publicReads(target)).toEqual(before.reads);
  });

  it('records the schema, the build and a hash of every entry in the manifest', async () => {
    const staging = await temp('inspect');
    await tar.extract({ file: archive, cwd: staging });
    const manifest = JSON.parse(await fsp.readFile(path.join(staging, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'chapter-site-backup',
      schemaVersion: latest,
      source: { engine: 'sqlite', mediaDriver: 'local' },
      build: { version: packageVersion, commit: expect.stringMatching(/^[0-9a-f]{40}$/) },
    });
    for (const entry of manifest.entries as { path: string; sha256: string }[]) {
      expect((await hashFile(path.join(staging, entry.path))).sha256).toBe(entry.sha256);
    }
  });

  it('refuses to replace an existing site without --force, and replaces it with', async () => {
    const target = siteConfig(path.join(await temp('occupied'), 'data'));
    await seedSite(target);
    const databaseBefore = await hashFile(
      target.database.engine === 'sqlite' ? target.database.file : '',
    );
    await expect(restoreBackup(target, archive)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup(target, archive)).rejects.toThrow(/--force/);
    expect(await hashFile(target.database.engine === 'sqlite' ? target.database.file : '')).toEqual(
      databaseBefore,
    );

    await restoreBackup(target, archive, { force: true });
    expect(await mediaHashes(target)).toEqual(before.media);
    expect(await publicReads(target)).toEqual(before.reads);
  });

  it('refuses a tampered archive and changes nothing', async () => {
    const staging = await temp('tamper');
    await tar.extract({ file: archive, cwd: staging });
    const manifest = JSON.parse(await fsp.readFile(path.join(staging, 'manifest.json'), 'utf8'));
    const victim = path.join(
      staging,
      (manifest.media as string[]).map((key) => `media/${key}`)[0] as string,
    );
    const bytes = await fsp.readFile(victim);
    const middle = bytes.length >> 1;
    bytes[middle] = (bytes[middle] ?? 0) ^ 0xff;
    await fsp.writeFile(victim, bytes);
    const tampered = path.join(staging, '..', `${path.basename(staging)}.tar.gz`);
    cleanup.push(tampered);
    await tar.create({ gzip: true, cwd: staging, file: tampered }, [
      'manifest.json',
      'database',
      'media',
    ]);

    const target = siteConfig(path.join(await temp('tamper-target'), 'data'));
    await expect(restoreBackup(target, tampered)).rejects.toThrow(ArchiveError);
    await expect(restoreBackup(target, tampered)).rejects.toThrow(/SHA-256/);
    expect(await mediaHashes(target)).toEqual({});
    const names = await fsp.readdir(target.dataDir);
    expect(names.filter((name) => name.startsWith('chapter.sqlite') || name === 'media')).toEqual(
      [],
    );
    // No scratch folder is left beside the data folder either.
    expect(await fsp.readdir(path.dirname(target.dataDir))).toEqual(['data']);
  });

  it('refuses an archive made by a newer version of the site', async () => {
    const staging = await temp('future');
    await tar.extract({ file: archive, cwd: staging });
    const manifestFile = path.join(staging, 'manifest.json');
    const manifest = JSON.parse(await fsp.readFile(manifestFile, 'utf8'));
    await fsp.writeFile(
      manifestFile,
      JSON.stringify({ ...manifest, schemaVersion: '9999_future' }),
    );
    const future = path.join(staging, '..', `${path.basename(staging)}.tar.gz`);
    cleanup.push(future);
    await tar.create({ gzip: true, cwd: staging, file: future }, [
      'manifest.json',
      'database',
      'media',
    ]);

    const target = siteConfig(path.join(await temp('future-target'), 'data'));
    await expect(restoreBackup(target, future)).rejects.toThrow(
      /newer than this version .* upgrade the site first/,
    );
    expect(await mediaHashes(target)).toEqual({});
  });

  it('refuses while a server holds the data folder', async () => {
    const target = siteConfig(path.join(await temp('locked'), 'data'));
    const server = acquireDataDirLock(target.dataDir, 'server');
    try {
      await expect(restoreBackup(target, archive)).rejects.toThrow(DataDirLockedError);
    } finally {
      server.release();
    }
    expect(await mediaHashes(target)).toEqual({});
  });

  it('migrates an archive of an older schema to the latest', async () => {
    const older = '0011_rate_limits';
    const source = siteConfig(path.join(await temp('older'), 'data'));
    const db = openDatabase(source.database);
    await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(
      older,
    );
    await db
      .insertInto('academic_news')
      .values({
        id: 'n1',
        name: 'Ada',
        title: 'Kept across an upgrade',
        summary: 'Summary',
        body: null,
        date: '2026-01-05T09:00:00.000Z',
        category: 'academic',
        image: null,
        created_at: '2026-01-05T10:00:00.000Z',
        updated_at: '2026-01-05T10:00:00.000Z',
        // The row as the older schema had it: no publishing columns before 0015.
      } as Insertable<AcademicNewsTable>)
      .execute();
    await db.destroy();
    const file = path.join(path.dirname(source.dataDir), 'older.tar.gz');
    expect((await backupSite(source, file)).manifest.schemaVersion).toBe(older);

    const target = siteConfig(path.join(await temp('older-target'), 'data'));
    await restoreBackup(target, file);
    const restored = openDatabase(target.database);
    try {
      const { rows } = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(restored);
      expect(rows.at(-1)?.name).toBe(latest);
    } finally {
      await restored.destroy();
    }
    const reads = await publicReads(target);
    expect(reads['/api/academic-news/n1']).toMatch(/^200 .*Kept across an upgrade/);
  });
});
