import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSchema, dropSchema } from '../../../db/dialect';
import { testDatabaseUrl } from '../../test/test-app';
import { restoreBackup } from './restore';
import { backupSite, mediaHashes, publicReads, seedSite, siteConfig, tempDir } from './testing';

const url = testDatabaseUrl;
const schema = `test_backup_${randomBytes(4).toString('hex')}`;
const cleanup: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const step of cleanup) await step();
});

/** Moving a site between engines: the same archive restores into PostgreSQL, and back. */
describe.skipIf(!url)('backup and restore across engines', () => {
  it(
    'carries all content and media from SQLite to PostgreSQL and back',
    { timeout: 120_000 },
    async () => {
      if (!url) return;
      const root = await tempDir('engines');
      cleanup.push(() => fsp.rm(root, { recursive: true, force: true }));
      const sqlite = siteConfig(path.join(root, 'sqlite'));
      await seedSite(sqlite);
      const fromSqlite = path.join(root, 'from-sqlite.tar.gz');
      await backupSite(sqlite, fromSqlite);
      const before = { reads: await publicReads(sqlite), media: await mediaHashes(sqlite) };

      await createSchema(url, schema);
      cleanup.push(() => dropSchema(url, schema));
      const postgres = siteConfig(path.join(root, 'postgres'), { engine: 'postgres', url, schema });
      await restoreBackup(postgres, fromSqlite);
      expect(await mediaHashes(postgres)).toEqual(before.media);
      expect(await publicReads(postgres)).toEqual(before.reads);

      // The same archive again is refused: the PostgreSQL database now holds a site.
      await expect(restoreBackup(postgres, fromSqlite)).rejects.toThrow(/PostgreSQL database has/);

      // And back: a backup of the PostgreSQL site (its portable export) restores into SQLite.
      const fromPostgres = path.join(root, 'from-postgres.tar.gz');
      const { manifest } = await backupSite(postgres, fromPostgres);
      expect(manifest.source.engine).toBe('postgres');
      const again = siteConfig(path.join(root, 'sqlite-again'));
      await restoreBackup(again, fromPostgres);
      expect(await mediaHashes(again)).toEqual(before.media);
      expect(await publicReads(again)).toEqual(await publicReads(postgres));
    },
  );
});
