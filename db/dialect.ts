/**
 * Everything that differs between SQLite and PostgreSQL lives here; queries elsewhere are written once.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer } from './checkpointer';
import { withReaderBeside } from './sqlite-reader';
import { WalFlusher } from './wal-flusher';
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

/** What a channel tells its owner: messages, and whether it can hear them. */
export interface ChannelEvents {
  message(text: string): void;
  /** Listening: every message sent from now on arrives. */
  connected(): void;
  /** Not listening (the database went away): messages may be missed until `connected` again. */
  lost(): void;
}

export interface Channel {
  /** Tells every instance on the database, this one included. */
  send(text: string): Promise<void>;
  /**
   * Resolves once every message sent (committed) before the call has arrived: true, or false when
   * that cannot be known (not listening, or no answer within SYNC_LIMIT_MS).
   */
  sync(): Promise<boolean>;
  close(): Promise<void>;
}

const RELISTEN_MS = 1000;
/** The longest `sync` waits for the database before saying it could not tell. */
const SYNC_LIMIT_MS = 1000;

/**
 * Messages between the server instances that share one database: PostgreSQL's LISTEN/NOTIFY on a
 * connection of its own, listening again after the database comes back. The embedded SQLite has
 * one instance only (one writer per data folder), so there nothing needs to travel.
 */
export function openChannel(driver: Driver, name: string, events: ChannelEvents): Channel {
  if (driver.engine === 'sqlite') {
    events.connected();
    return { send: async () => {}, sync: async () => true, close: async () => {} };
  }
  // One channel per schema: instances (and parallel tests) on other schemas hear nothing of it.
  const channel = `${name}_${driver.schema ?? 'public'}`.slice(0, 63);
  let closed = false;
  let client: pg.Client | undefined;
  let listening = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = async () => {
    const next = new pg.Client({ connectionString: driver.url });
    client = next;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      listening = false;
      events.lost();
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void listen(), RELISTEN_MS).unref();
    };
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined)
        events.message(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
      if (!closed && !lost) {
        listening = true;
        events.connected();
      }
    } catch {
      onLost();
    }
  };
  void listen();

  /*
   * PostgreSQL hands a listening session its notifications before it answers that session's next
   * query: once a query sent on the listening connection is answered, every notification committed
   * before it was sent has been read (the client emits them as it parses, before the answer).
   * Callers that arrive while one such round trip is under way wait for the next one, which starts
   * after them; one round trip serves everyone waiting for it.
   */
  let underWay: Promise<boolean> | undefined;
  let queued: Promise<boolean> | undefined;
  const roundTrip = (): Promise<boolean> => {
    const listener = client;
    if (!listening || !listener) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    const answered = listener.query('select 1').then(
      () => true,
      () => false,
    );
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), SYNC_LIMIT_MS).unref();
    });
    return Promise.race([answered, late]).finally(() => clearTimeout(timer));
  };
  const sync = (): Promise<boolean> => {
    if (!underWay) {
      underWay = roundTrip().finally(() => (underWay = undefined));
      return underWay;
    }
    queued ??= underWay.then(() => {
      queued = undefined;
      return sync();
    });
    return queued;
  };

  return {
    async send(text) {
      await driver.pool.query('select pg_notify($1, $2)', [channel, text]);
    },
    sync,
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * The site search's full-text index (migration 0014, ADR 0019). Each kind of public content is one
 * table's rows, and a row's document is a title and a body, each from some of its text columns. A
 * course's code is indexed as written ('PHY 101') and without its space ('PHY101'), so either
 * spelling finds it. Column names are these constants, never user input.
 */
export type SearchKind = 'news' | 'event' | 'course' | 'tutorial' | 'resource' | 'question';

/** A text column, or one with its spaces taken out. */
type DocumentColumn = string | { compact: string };

interface SearchDocument {
  table: string;
  title: readonly DocumentColumn[];
  body: readonly DocumentColumn[];
}

const searchDocuments: Record<SearchKind, SearchDocument> = {
  news: { table: 'academic_news', title: ['title'], body: ['summary', 'body', 'category'] },
  event: {
    table: 'upcoming_events',
    title: ['title'],
    body: ['description', 'location', 'organizer'],
  },
  course: {
    table: 'courses',
    title: ['code', { compact: 'code' }, 'title'],
    body: ['description'],
  },
  tutorial: {
    table: 'tutorials',
    title: ['title'],
    body: ['description', 'lecturer', 'keywords', 'level'],
  },
  resource: { table: 'learning_resources', title: ['title'], body: ['description', 'keywords'] },
  question: { table: 'qna_questions', title: ['question'], body: ['tags', 'category', 'level'] },
};

/** SQLite's index: one FTS5 table of every kind's documents. */
const SEARCH_INDEX = 'search_index';

/**
 * The search index's own tables on SQLite: the FTS5 table and the shadow tables FTS5 keeps its
 * data in. They hold nothing the content tables do not (the triggers refill them as rows arrive),
 * so a backup leaves them out, a restore into a migrated database fills them again, and an archive
 * from SQLite restores into PostgreSQL, which has no such tables.
 */
export const isSearchIndexTable = (name: string): boolean =>
  name === SEARCH_INDEX || name.startsWith(`${SEARCH_INDEX}_`);

/** A document's columns as one text; `row` names the row (`new.` in a trigger). */
function documentText(columns: readonly DocumentColumn[], row = ''): string {
  return columns
    .map((column) =>
      typeof column === 'string'
        ? `coalesce(${row}${column}, '')`
        : `replace(coalesce(${row}${column.compact}, ''), ' ', '')`,
    )
    .join(` || ' ' || `);
}

const documentColumns = (document: SearchDocument) => [
  ...new Set(
    [...document.title, ...document.body].map((column) =>
      typeof column === 'string' ? column : column.compact,
    ),
  ),
];

/**
 * Latin letters with accents, and the same without: FTS5's tokenizer folds accents ('Schrödinger'
 * is found by 'schrodinger'), PostgreSQL's 'simple' configuration does not, and its `unaccent`
 * is an extension a hosted database may not allow. `translate` with this table is immutable, so
 * it can be part of the indexed expression; a query's words are folded with the same table.
 */
const ACCENTED =
  'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďÈÉÊËèéêëĒēĖėĘęĚěÌÍÎÏìíîïĪīĮįÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőÙÚÛÜùúûüŪūŮůŰűÝýÿŚśŠšŹźŻżŽžŁłŞşŢţȘșȚț';
const unaccented = (letter: string) =>
  ({ Ø: 'O', ø: 'o', Ł: 'L', ł: 'l' })[letter] ?? letter.normalize('NFD').replace(/\p{M}/gu, '');
const PLAIN = [...ACCENTED].map(unaccented).join('');

/** A query's word as PostgreSQL's document has it: accents folded as `translate` folds them. */
const foldAccents = (word: string) =>
  [...word].map((letter) => PLAIN[ACCENTED.indexOf(letter)] ?? letter).join('');

/**
 * PostgreSQL's document: the title weighs more than the body ('simple': no stemming, as FTS5),
 * accents folded (as FTS5's unicode61 does).
 */
const tsVector = (columns: readonly DocumentColumn[]) =>
  `to_tsvector('simple', translate(${documentText(columns)}, '${ACCENTED}', '${PLAIN}'))`;
const tsDocument = (document: SearchDocument) =>
  `setweight(${tsVector(document.title)}, 'A') || setweight(${tsVector(document.body)}, 'B')`;

const searchKinds = Object.keys(searchDocuments) as SearchKind[];

/**
 * Creates the search index and indexes the rows already there (migration 0014). SQLite: an FTS5
 * table kept in step by triggers on each content table, in the writing statement's own
 * transaction, whoever writes (a repository, the seed, a restore, SQL typed by hand); an update
 * re-indexes a row only when a column of its document is set (a tutorial's view count is not).
 * PostgreSQL: a GIN index on each table's document expression, which PostgreSQL keeps in step.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createSearchIndex(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') {
    for (const kind of searchKinds) {
      const document = searchDocuments[kind];
      await sql
        .raw(
          `create index ${document.table}_search on ${document.table} using gin ((${tsDocument(document)}))`,
        )
        .execute(db);
    }
    return;
  }
  // unicode61 folds case and accents ('Schrödinger' is found by 'schrodinger').
  await sql
    .raw(
      `create virtual table ${SEARCH_INDEX} using fts5(kind unindexed, ref_id unindexed, title, body, tokenize = 'unicode61 remove_diacritics 2')`,
    )
    .execute(db);
  for (const kind of searchKinds) {
    const document = searchDocuments[kind];
    const { table } = document;
    const values = (row: string) =>
      `'${kind}', ${row}id, ${documentText(document.title, row)}, ${documentText(document.body, row)}`;
    const insert = `insert into ${SEARCH_INDEX} (kind, ref_id, title, body)`;
    const remove = `delete from ${SEARCH_INDEX} where kind = '${kind}' and ref_id = old.id;`;
    const add = `${insert} values (${values('new.')});`;
    await sql.raw(`${insert} select ${values('')} from ${table}`).execute(db);
    await sql
      .raw(`create trigger ${table}_search_insert after insert on ${table} begin ${add} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_update after update of ${documentColumns(document).join(', ')} on ${table} begin ${remove} ${add} end`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${table}_search_delete after delete on ${table} begin ${remove} end`)
      .execute(db);
  }
}

/**
 * Rebuilds PostgreSQL's search indexes on today's document expression (migration 0018: accents
 * folded); SQLite's FTS5 table folds them already and is left as it is.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function rebuildPostgresSearchIndex(db: Kysely<any>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await dropSearchIndex(db);
  await createSearchIndex(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropSearchIndex(db: Kysely<any>): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  for (const kind of searchKinds) {
    const { table } = searchDocuments[kind];
    if (postgres) await sql.raw(`drop index if exists ${table}_search`).execute(db);
    else {
      for (const event of ['insert', 'update', 'delete']) {
        await sql.raw(`drop trigger if exists ${table}_search_${event}`).execute(db);
      }
    }
  }
  if (!postgres) await sql.raw(`drop table if exists ${SEARCH_INDEX}`).execute(db);
}

/**
 * The rows of `kind` that hold every word, the last one also as the start of a word, as a table
 * to join on `hits.ref_id` and order by `hits.rank` (best first). `words` are letters and digits
 * only (db/repositories/search.ts), quoted again here so no word is ever read as query syntax.
 */
export function searchHits(engine: Engine, kind: SearchKind, words: readonly string[]) {
  const last = words.length - 1;
  if (engine === 'postgres') {
    const document = searchDocuments[kind];
    const query = words
      .map((word) => foldAccents(word).replaceAll("'", "''"))
      .map((word, index) => `'${word}'${index === last ? ':*' : ''}`)
      .join(' & ');
    const vector = sql.raw(tsDocument(document));
    return sql<{
      ref_id: string;
      rank: number;
    }>`(select id as ref_id, -ts_rank(${vector}, query) as rank from ${sql.table(document.table)}, to_tsquery('simple', ${query}) as query where ${vector} @@ query)`.as(
      'hits',
    );
  }
  const query = words
    .map((word, index) => `"${word.replaceAll('"', '""')}"${index === last ? '*' : ''}`)
    .join(' ');
  // bm25 weighs the title four times the body (kind and ref_id are not indexed).
  return sql<{
    ref_id: string;
    rank: number;
  }>`(select ref_id, bm25(${sql.raw(SEARCH_INDEX)}, 0, 0, 4, 1) as rank from ${sql.raw(SEARCH_INDEX)} where ${sql.raw(SEARCH_INDEX)} match ${query} and kind = ${kind})`.as(
    'hits',
  );
}
