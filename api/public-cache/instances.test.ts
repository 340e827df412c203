import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createSchema, dropSchema } from '../../db/dialect';
import { staffHeaders } from '../test/staff';
import { testConfig, testDatabaseUrl } from '../test/test-app';

const apps: FastifyInstance[] = [];
const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const step of cleanup) await step();
});

describe.runIf(testDatabaseUrl)('the public-read cache on several instances (PostgreSQL)', () => {
  it('drops an answer on every instance when one of them writes what it showed', async () => {
    const url = testDatabaseUrl ?? '';
    const schema = `test_cache_${Date.now()}`;
    await createSchema(url, schema);
    cleanup.push(() => dropSchema(url, schema));
    const config = testConfig({ database: { engine: 'postgres', url, schema } });
    const writer = await buildApp(config);
    apps.push(writer);
    const reader = await buildApp(config);
    apps.push(reader);
    const list = () => reader.inject('/api/academic-news?limit=50');
    // The reader listens once its channel is up: until then it keeps nothing.
    await expect.poll(async () => (await list()).headers['x-cache'], { timeout: 5000 }).toBe('hit');

    const staff = await staffHeaders(writer, 'editor');
    const created = await writer.inject({
      method: 'POST',
      url: '/api/academic-news',
      headers: staff,
      payload: {
        name: 'Dr. Eze',
        title: 'Written on another instance',
        summary: 'Told through LISTEN/NOTIFY.',
        date: '2026-11-25',
        category: 'academic',
      },
    });
    expect(created.statusCode).toBe(201);
    await expect
      .poll(async () => (await list()).body, { timeout: 5000 })
      .toContain('Written on another instance');
  });
  it('shows a write on one instance to the very next read on the other', async () => {
    const url = testDatabaseUrl ?? '';
    const schema = `test_next_read_${Date.now()}`;
    await createSchema(url, schema);
    cleanup.push(() => dropSchema(url, schema));
    const config = testConfig({ database: { engine: 'postgres', url, schema } });
    const writer = await buildApp(config);
    apps.push(writer);
    const reader = await buildApp(config);
    apps.push(reader);
    const list = () => reader.inject('/api/academic-news?limit=5');
    await expect.poll(async () => (await list()).headers['x-cache'], { timeout: 5000 }).toBe('hit');
    const staff = await staffHeaders(writer, 'editor');
    for (let round = 0; round < 10; round += 1) {
      await list(); // kept again after the last round's write
      const title = `Next read ${round}`;
      const created = await writer.inject({
        method: 'POST',
        url: '/api/academic-news',
        headers: staff,
        payload: {
          name: 'Dr. Eze',
          title,
          summary: 'Seen at once.',
          date: '2099-01-01',
          category: 'academic',
        },
      });
      expect(created.statusCode).toBe(201);
      expect((await list()).body).toContain(title);
    }
  });
  it('shows a create to the next read on another instance when its maker died before telling', async () => {
    const url = testDatabaseUrl ?? '';
    const schema = `test_replay_${Date.now()}`;
    await createSchema(url, schema);
    cleanup.push(() => dropSchema(url, schema));
    const config = testConfig({ database: { engine: 'postgres', url, schema } });
    const reader = await buildApp(config);
    apps.push(reader);
    // An instance without the cache sends no notifications: it stands for one killed between its
    // commit and its NOTIFY.
    const silent = await buildApp({ ...config, publicCache: undefined });
    apps.push(silent);
    const list = () => reader.inject('/api/academic-news?limit=5');
    await expect.poll(async () => (await list()).headers['x-cache'], { timeout: 5000 }).toBe('hit');

    const staff = {
      ...(await staffHeaders(silent, 'editor')),
      'idempotency-key': 'retry-after-kill',
    };
    const create = {
      method: 'POST' as const,
      url: '/api/academic-news',
      headers: staff,
      payload: {
        name: 'Dr. Eze',
        title: 'Made just before a kill',
        summary: 'Its answer was lost; the client sends it again.',
        date: '2099-01-01',
        category: 'academic',
      },
    };
    expect((await silent.inject(create)).statusCode).toBe(201);
    expect((await list()).body).not.toContain('Made just before a kill');

    const retried = await reader.inject(create);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect((await list()).body).toContain('Made just before a kill');
  });
});
