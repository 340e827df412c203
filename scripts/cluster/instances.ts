/** The instances of the built server the cluster test runs: same build, same database and bucket. */
import pg from 'pg';
import { startBuiltServer, type BuiltServer } from '../lib/built-server';

export const adminEmail = 'cluster-admin@example.org';
export const adminPassword = 'cluster-test-password-1';

export interface Instance {
  name: string;
  /** host:port, as nginx names it in X-Upstream and its log. */
  address: string;
  server: BuiltServer;
}

/**
 * Starts `count` instances at the same moment on one database, so their start-ups race for the
 * migrations and the first seed (the advisory lock must let exactly one do them).
 */
export async function startInstances(
  root: string,
  count: number,
  env: Record<string, string>,
): Promise<Instance[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      startBuiltServer({
        root,
        captureLog: true,
        healthTimeoutMs: 120_000,
        env: {
          ...env,
          ADMIN_EMAIL: adminEmail,
          ADMIN_PASSWORD: adminPassword,
          // nginx, on loopback, is the one proxy whose X-Forwarded-For is believed.
          TRUSTED_PROXIES: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
      }),
    ),
  );
  return servers.map((server, index) => ({
    name: String.fromCharCode(65 + index),
    address: new URL(server.base).host,
    server,
  }));
}

/** What the simultaneous start left: each migration once, one first admin, the samples once. */
export async function startUpRecord(
  url: string,
): Promise<{ migrations: number; distinct: number; admins: number; newsTwice: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const migrations = await client.query<{ all: string; distinct: string }>(
      'select count(*) as all, count(distinct name) as distinct from kysely_migration',
    );
    const admins = await client.query<{ count: string }>(
      'select count(*) from staff_users where email = $1',
      [adminEmail],
    );
    // Seeded twice, every sample news item would be there twice.
    const news = await client.query<{ count: string }>(
      'select count(*) - count(distinct title) as count from academic_news',
    );
    return {
      migrations: Number(migrations.rows[0]?.all),
      distinct: Number(migrations.rows[0]?.distinct),
      admins: Number(admins.rows[0]?.count),
      newsTwice: Number(news.rows[0]?.count),
    };
  } finally {
    await client.end();
  }
}
