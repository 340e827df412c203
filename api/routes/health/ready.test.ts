import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { readySchema } from '../../../contract/health';
import { freePort } from '../../../scripts/lib/server-process';
import { buildTestApp, testConfig } from '../../test/test-app';

const cleanup: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('GET /api/ready', () => {
  it('answers 200 when the database and the data folder answer, and is never cached', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-ready-'));
    cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const app = await buildTestApp({ dataDir });
    cleanup.push(() => app.close());
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject('/api/ready');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-cache']).toBeUndefined();
      expect(readySchema.parse(response.json())).toMatchObject({
        status: 'ready',
        database: { reachable: true },
        storage: { driver: 'local', reachable: true },
      });
    }
  });

  it('answers 503 while the database is gone', async () => {
    const app = await buildTestApp();
    await app.db.destroy();
    const response = await app.inject('/api/ready');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(readySchema.parse(response.json())).toMatchObject({
      status: 'unavailable',
      database: { reachable: false },
      storage: { reachable: true },
    });
    await app.close().catch(() => undefined);
  });

  it('answers 503 while the S3 storage is away, and 200 again when it returns', async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-ready-s3-'));
    cleanup.push(() => fs.rm(directory, { recursive: true, force: true }));
    const port = await freePort();
    const startS3 = async () => {
      const server = new S3rver({
        address: '127.0.0.1',
        port,
        directory,
        silent: true,
        configureBuckets: [{ name: 'chapter-ready' }],
      });
      await server.run();
      return server;
    };
    let s3 = await startS3();
    const app = await buildTestApp({
      media: {
        ...testConfig().media,
        storage: {
          driver: 's3',
          bucket: 'chapter-ready',
          region: 'us-east-1',
          endpoint: `http://127.0.0.1:${port}`,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        },
      },
    });
    cleanup.push(() => app.close());
    const ready = async () => {
      const response = await app.inject('/api/ready');
      return { status: response.statusCode, body: readySchema.parse(response.json()) };
    };

    expect(await ready()).toMatchObject({ status: 200, body: { storage: { driver: 's3' } } });
    await s3.close();
    const away = await ready();
    expect(away).toMatchObject({
      status: 503,
      body: { status: 'unavailable', database: { reachable: true }, storage: { reachable: false } },
    });
    s3 = await startS3();
    cleanup.push(() => s3.close());
    expect(await ready()).toMatchObject({ status: 200, body: { status: 'ready' } });
  });
});
