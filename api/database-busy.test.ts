/**
 * SQLite's share of "the database going away" (issue 21): a write that cannot get the database in
 * time (another process holds its write lock past the busy timeout) answers 503 with Retry-After,
 * never a 500, and the next one succeeds once the lock is gone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { databaseDriver } from '../db/client';
import { staffHeaders } from './test/staff';
import { testConfig } from './test/test-app';

let dir: string;
let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chapter-busy-'));
  app = await buildApp(
    testConfig({ database: { engine: 'sqlite', file: path.join(dir, 'chapter.sqlite') } }),
  );
  auth = await staffHeaders(app, 'editor');
  const driver = databaseDriver(app.db);
  // Wait briefly for a lock, so the test does not sit out the real five seconds.
  if (driver.engine === 'sqlite') driver.database.pragma('busy_timeout = 50');
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const create = () =>
  app.inject({
    method: 'POST',
    url: '/api/academic-news',
    headers: auth,
    payload: {
      name: 'Dr. Eze',
      title: 'Written while another process holds the lock',
      summary: 'Refused with 503, then stored.',
      date: '2026-11-18',
    },
  });

describe('a SQLite database another process holds locked', () => {
  it('answers a write 503 with Retry-After, then stores it once the lock is released', async () => {
    const other = new SQLite(path.join(dir, 'chapter.sqlite'));
    try {
      other.exec('begin immediate');
      const refused = await create();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toMatchObject({
        error: expect.stringMatching(/database is unavailable/),
      });
      other.exec('rollback');
    } finally {
      other.close();
    }
    expect((await create()).statusCode).toBe(201);
  });
});
