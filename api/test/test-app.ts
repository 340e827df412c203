import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createSchema, dropSchema } from '../../db/dialect';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** The config tests use: quiet logs and a fresh database (in-memory SQLite, or a new PostgreSQL schema). */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // No load shedding: a busy test machine's event loop must not turn answers into 503s (the
  // shedding has tests of its own, api/plugins/overload.test.ts).
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/chapter-test-unused',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_IN_FLIGHT: '0',
  });
  return { ...base, database: { engine: 'sqlite', file: ':memory:' }, ...overrides };
}

/**
 * Builds the real app in-process on a database of its own. On PostgreSQL (TEST_DATABASE_URL set)
 * each app gets a schema of its own, dropped when the app closes.
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  if (!testDatabaseUrl) return buildApp(testConfig(overrides));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await createSchema(testDatabaseUrl, schema);
  const app = await buildApp(
    testConfig({ database: { engine: 'postgres', url: testDatabaseUrl, schema }, ...overrides }),
  );
  app.addHook('onClose', async () => dropSchema(testDatabaseUrl, schema));
  return app;
}
