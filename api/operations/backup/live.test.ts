import fsp from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import { buildApp } from '../../app';
import { staffHeaders } from '../../test/staff';
import { restoreBackup } from './restore';
import { backupSite, siteConfig, tempDir } from './testing';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => fsp.rm(dir, { recursive: true, force: true })));
});

const news = (title: string) => ({
  name: 'Ada',
  title,
  summary: 'Written while a backup runs',
  date: '2026-11-20',
  category: 'academic',
});

/** `npm run backup` beside a server that keeps writing: the snapshot is one consistent moment. */
describe('a backup of a site that is being written to', () => {
  it(
    'is whole: integrity ok, and every acknowledged write before it is in it',
    { timeout: 60_000 },
    async () => {
      const root = await tempDir('live');
      dirs.push(root);
      const config = siteConfig(path.join(root, 'data'));
      const app = await buildApp(config);
      try {
        const headers = await staffHeaders(app, 'editor');
        let acknowledged = 0;
        let writing = true;
        const writer = (async () => {
          while (writing) {
            const response = await app.inject({
              method: 'POST',
              url: '/api/academic-news',
              headers,
              payload: news(`Item ${acknowledged}`),
            });
            expect(response.statusCode).toBe(201);
            acknowledged += 1;
          }
        })();
        const started = Promise.race([
          writer,
          (async () => {
            while (acknowledged < 20) await new Promise((resolve) => setTimeout(resolve, 10));
          })(),
        ]);
        await started;
        const before = acknowledged;
        // Its own connection, as the command has while the server runs.
        const { manifest } = await backupSite(config, path.join(root, 'live.tar.gz'));
        const after = acknowledged;
        writing = false;
        await writer;
        const rows = manifest.tables.find((table) => table.name === 'academic_news')?.rows ?? 0;
        expect(rows).toBeGreaterThanOrEqual(before);
        expect(rows).toBeLessThanOrEqual(after + 1);

        const target = siteConfig(path.join(root, 'restored'));
        await restoreBackup(target, path.join(root, 'live.tar.gz'));
        const db = openDatabase(target.database);
        try {
          const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
          expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
          const { total } = await db
            .selectFrom('academic_news')
            .select((eb) => eb.fn.countAll<number>().as('total'))
            .executeTakeFirstOrThrow();
          expect(Number(total)).toBe(rows);
        } finally {
          await db.destroy();
        }
      } finally {
        await app.close();
      }
    },
  );
});
