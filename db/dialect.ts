/**
 * Everything that differs between SQLite and PostgreSQL lives here; queries elsewhere are written once.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  RateLimiterPostgres,
  RateLimiterSQLite,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import {
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Dialect,
  type Expression,
  type Kysely,
  type SqlBool,
} from 'kysely';

export type Engine = 'sqlite' | 'postgres';

export type DatabaseTarget =
  { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; schema?: string };

// PostgreSQL returns int8 (count(*)) as a string; every count in this app fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * The connection under Kysely, for the few libraries that need it themselves (the rate limiter's
 * SQL store): the same SQLite handle or PostgreSQL pool, so they see the same database and schema.
 */
export type Driver =
  | { engine: 'sqlite'; database: SQLite.Database }
  | { engine: 'postgres'; pool: pg.Pool; schema: string | undefined };

export function createDialect(target: DatabaseTarget): { dialect: Dialect; driver: Driver } {
  if (target.engine === 'sqlite') {
    if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const database = new SQLite(target.file);
    // WAL lets readers run beside the writer; FULL syncs the WAL on every commit so an acknowledged
    // write survives a power loss; the busy timeout waits out another process's write lock.
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = FULL');
    database.pragma('busy_timeout = 5000');
    database.pragma('foreign_keys = ON');
    return { dialect: new SqliteDialect({ database }), driver: { engine: 'sqlite', database } };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    connectionTimeoutMillis: 5000,
    // Never a hang: the server ends a statement after 15 s, the client gives up on an answer after
    // 20 s (a database gone silent), and dead connections are noticed by TCP keep-alive.
    statement_timeout: 15_000,
    query_timeout: 20_000,
    keepAlive: true,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  return {
    dialect: new PostgresDialect({ pool }),
    driver: { engine: 'postgres', pool, schema: target.schema },
  };
}

/** The table every rate limit keeps its counters in (migration 0011, the library's own layout). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * A rate-limiter-flexible limiter stored in RATE_LIMIT_TABLE, through the library's own store for
 * this engine. The table comes from the migrations, so the store neither creates it nor sweeps it
 * on a timer of its own (the rate-limits plugin does, and stops when the app closes).
 */
export function createRateLimiter(
  driver: Driver,
  options: { keyPrefix: string; points: number; duration: number },
): RateLimiterStoreAbstract {
  const common = {
    ...options,
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
  };
  return driver.engine === 'sqlite'
    ? new RateLimiterSQLite({
        ...common,
        storeClient: driver.database,
        storeType: 'better-sqlite3',
      })
    : new RateLimiterPostgres({
        ...common,
        storeClient: driver.pool,
        storeType: 'pool',
        ...(driver.schema ? { schemaName: driver.schema } : {}),
      });
}

/** Case-insensitive substring match: SQLite's LIKE folds ASCII case already, PostgreSQL needs ILIKE. */
export function containsInsensitive(
  engine: Engine,
  column: Expression<string>,
  needle: string,
): Expression<SqlBool> {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return engine === 'postgres'
    ? sql<SqlBool>`${column} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}

/**
 * A search over several text columns: true when any of them contains `needle`, ignoring case
 * (`containsInsensitive`). Column names are the caller's own constants, never user input.
 */
export function containsAnyInsensitive(
  engine: Engine,
  columns: readonly string[],
  needle: string,
): Expression<SqlBool> {
  const tests = columns.map((column) => containsInsensitive(engine, sql.ref(column), needle));
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** Which engine a Kysely instance talks to, so a repository needs only its `db`. */
export function engineOf<T>(db: Kysely<T>): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** better-sqlite3 cannot bind booleans, so flags are stored as 0/1 on both engines. */
export const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);
export const fromFlag = (value: number | boolean): boolean => value === true || value === 1;

export async function ping<T>(db: Kysely<T>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** For tests on PostgreSQL: every test app gets its own schema, dropped when it closes. */
export async function createSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${schema}"`);
  } finally {
    await client.end();
  }
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}

/** Drops every table (for `db:reset`): PostgreSQL cascades, SQLite has its foreign keys switched off. */
export async function dropAllTables<T>(db: Kysely<T>, engine: Engine): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (engine === 'sqlite') await sql`pragma foreign_keys = off`.execute(db);
  for (const table of tables) {
    await sql`drop table if exists ${sql.table(table.name)}${engine === 'postgres' ? sql` cascade` : sql``}`.execute(
      db,
    );
  }
  if (engine === 'sqlite') await sql`pragma foreign_keys = on`.execute(db);
}
