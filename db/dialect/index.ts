/**
 * Everything that differs between SQLite and PostgreSQL lives in this folder; queries elsewhere are
 * written once. Here: connections, the rate limiter's store, and the small helpers repositories
 * share; `channel.ts` carries messages between instances, `search-index.ts` the site search.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer } from '../checkpointer';
import { withReaderBeside } from '../sqlite-reader';
import { WalFlusher } from '../wal-flusher';
import pg from 'pg';
import {
  RateLimiterPostgres,
  RateLimiterSQLite,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import {
  PostgresAdapter,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type Dialect,
  type Driver as KyselyDriver,
  type Expression,
  type Kysely,
  type SqlBool,
  type SqliteDatabase,
  type SqliteDialectConfig,
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
  | { engine: 'postgres'; pool: pg.Pool; url: string; schema: string | undefined };

/**
 * SQLite runs schema changes inside transactions, but Kysely's adapter says it does not (to stay on
 * the safe side), so its Migrator would apply a migration and write its record with no transaction
 * around them: a crash between the two left tables without a record, and a folder that would not
 * start again. Saying it does makes the Migrator wrap each run in one transaction (ADR 0010). A
 * migration must then not rely on what SQLite ignores inside a transaction (`pragma foreign_keys`;
 * a table rebuild uses `pragma defer_foreign_keys` instead).
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class TransactionalDdlSqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    /** On a file: a connection for selects outside transactions, and the WAL's fsync (ADR 0025). */
    private readonly file: { reader: SQLite.Database; wal: WalFlusher } | undefined,
    /** Runs before the connection closes (the background checkpointer stops). */
    private readonly beforeClose: () => Promise<void> = async () => undefined,
  ) {
    super(config);
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }

  override createDriver(): KyselyDriver {
    const writer = super.createDriver();
    const file = this.file;
    const driver = file
      ? withReaderBeside(writer, withStatementCache(file.reader), () => file.wal.flush())
      : writer;
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      await this.beforeClose();
      await file?.wal.close();
      file?.reader.close();
      await destroy();
    };
    return driver;
  }
}

/** Distinct statements kept prepared; queries built with varying lists (`in (?, ?)`) make more. */
const STATEMENTS_KEPT = 500;

/**
 * The database as Kysely sees it, with its statements prepared once: Kysely prepares every query
 * afresh, and SQLite parsing and planning the same few dozen statements again was a measurable
 * part of each request. A statement still being iterated (a streamed query) is never handed out
 * twice: a fresh one is prepared beside it.
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(text) {
      const statement = kept.get(text);
      if (statement && !statement.busy) return statement;
      const fresh = database.prepare(text);
      if (statement) return fresh;
      if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(text, fresh);
      return fresh;
    },
  };
}

/** The reading connection beside the writer: it never writes, and waits out a WAL restart. */
function openReader(file: string): SQLite.Database {
  const reader = new SQLite(file, { fileMustExist: true });
  reader.pragma('busy_timeout = 5000');
  reader.pragma('query_only = ON');
  return reader;
}

/**
 * The schema a postgres:// URL selects with `options=-c search_path=…` (its first), if any: the
 * migrations' own tables must be looked for there, not in every schema (db/client.ts).
 */
export function schemaInUrl(url: string): string | undefined {
  let options: string | null;
  try {
    options = new URL(url).searchParams.get('options');
  } catch {
    return undefined;
  }
  return options?.match(/(?:^|\s)-c\s*search_path\s*=\s*"?([^,\s"]+)/)?.[1];
}

export function createDialect(target: DatabaseTarget): { dialect: Dialect; driver: Driver } {
  if (target.engine === 'sqlite') {
    if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const database = new SQLite(target.file);
    // WAL lets readers run beside the writer. A commit is made durable by an fsync of the WAL off
    // the server's thread before it is answered (db/wal-flusher.ts, ADR 0025): NORMAL leaves
    // SQLite's own fsync out of the commit (an in-memory database has nothing to sync, so FULL).
    // The busy timeout waits out another process's write lock.
    database.pragma('journal_mode = WAL');
    database.pragma(`synchronous = ${target.file === ':memory:' ? 'FULL' : 'NORMAL'}`);
    database.pragma('busy_timeout = 5000');
    database.pragma('foreign_keys = ON');
    // Checkpoints run beside the server's thread, not inside its commits (db/checkpointer.ts).
    const stopCheckpointer =
      target.file === ':memory:' ? undefined : startCheckpointer(target.file);
    if (stopCheckpointer) database.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    return {
      dialect: new TransactionalDdlSqliteDialect(
        { database: withStatementCache(database) },
        target.file === ':memory:'
          ? undefined
          : { reader: openReader(target.file), wal: new WalFlusher(target.file) },
        stopCheckpointer,
      ),
      driver: { engine: 'sqlite', database },
    };
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
    driver: { engine: 'postgres', pool, url: target.url, schema: target.schema },
  };
}

/** The table every rate limit keeps its counters in (migration 0011, the library's own layout). */
const RATE_LIMIT_TABLE = 'rate_limits';

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
function containsInsensitive(
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

/**
 * Runs `work` (migrations, the first admin, the sample content) while holding the database's
 * start-up lock, so instances starting together on one PostgreSQL take turns and the later ones find
 * it done. A session-level advisory lock, on a connection of its own: PostgreSQL drops it when that
 * connection ends, also when the process is killed. SQLite needs nothing here: the data folder's lock
 * (db/data-dir-lock.ts) already keeps every other process out of its database.
 */
export async function withStartupLock<T>(
  target: DatabaseTarget,
  work: () => Promise<T>,
  onWait: () => void = () => {},
): Promise<T> {
  if (target.engine === 'sqlite') return work();
  const client = new pg.Client({ connectionString: target.url });
  // A connection lost mid-start loses the lock with it; the start goes on and fails on its own
  // queries if the database is gone, instead of an unhandled 'error' event ending the process.
  client.on('error', () => {});
  await client.connect();
  try {
    const key = advisoryKey(`chapter-site start-up ${target.schema ?? 'public'}`);
    const tried = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [key],
    );
    if (!tried.rows[0]?.locked) {
      onWait();
      await client.query('select pg_advisory_lock($1::bigint)', [key]);
    }
    return await work();
  } finally {
    // Ending the session releases the lock (an explicit unlock would need a live connection).
    await client.end().catch(() => {});
  }
}

/** A 64-bit advisory lock key from a name, as the signed decimal PostgreSQL's bigint takes. */
function advisoryKey(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
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
