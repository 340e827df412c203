import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  Kysely,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A transaction that spans one piece of asynchronous work (a request's handler) without the code
 * inside knowing: every query made through the database while `run`'s callback (and what it awaits)
 * is going joins it, repositories included. It begins at the first such query, not before, so the
 * work may stream an upload first without holding SQLite's only connection. See ADR 0012: it is
 * what lets a create and its Idempotency-Key record commit together.
 */
export interface RequestTransaction {
  run<T>(work: () => T): T;
  /** Commits what the work wrote (nothing to do when it made no query); later queries go outside. */
  commit(): Promise<void>;
  rollback(): Promise<void>;
  readonly open: boolean;
}

interface Scope {
  driver: ScopedDriver;
  open: boolean;
  connection: Promise<ScopedConnection> | undefined;
  savepoints: string[];
  /** Work that must only happen once the transaction's writes are durable (afterCommit). */
  committed: (() => Promise<void>)[];
}

const scopes = new AsyncLocalStorage<Scope>();
const drivers = new WeakMap<object, ScopedDriver>();

/** A Kysely instance whose queries can be gathered into a RequestTransaction. */
export function kyselyWithRequestTransactions<T>(dialect: Dialect): Kysely<T> {
  let driver: ScopedDriver | undefined;
  const db = new Kysely<T>({
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => (driver = new ScopedDriver(dialect.createDriver())),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (kysely) => dialect.createIntrospector(kysely),
    },
  });
  // Kysely makes the driver in its constructor.
  if (driver) drivers.set(db, driver);
  return db;
}

export function requestTransaction<T>(db: Kysely<T>): RequestTransaction {
  const driver = drivers.get(db);
  if (!driver) throw new Error('requestTransaction: open the database with openDatabase');
  const scope: Scope = {
    driver,
    open: true,
    connection: undefined,
    savepoints: [],
    committed: [],
  };
  const end = async (how: 'commit' | 'rollback') => {
    const connection = await scope.connection?.catch(() => undefined);
    if (!connection) return;
    try {
      if (how === 'commit') await driver.inner.commitTransaction(connection.inner);
      else await driver.inner.rollbackTransaction(connection.inner);
    } finally {
      await driver.inner.releaseConnection(connection.inner);
    }
  };
  const finish = async (how: 'commit' | 'rollback') => {
    if (!scope.open) return;
    scope.open = false;
    const after = scope.committed.splice(0);
    await end(how);
    // Outside the scope now (it is closed): their queries go on their own.
    if (how === 'commit') for (const work of after) await work();
  };
  return {
    run: (work) => scopes.run(scope, work),
    commit: () => finish('commit'),
    rollback: () => finish('rollback'),
    get open() {
      return scope.open;
    },
  };
}

/**
 * Runs `work` once the open request transaction of the caller has committed (nothing if it rolls
 * back), or now when there is none. For what cannot be undone and must not happen before the
 * change is durable: deleting a file that the change stopped using.
 */
export async function afterCommit(work: () => Promise<void>): Promise<void> {
  const scope = scopes.getStore();
  if (scope?.open) scope.committed.push(work);
  else await work();
}

/** The scope's connection, as Kysely sees it: the same connection, marked as inside the scope. */
class ScopedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    readonly scope: Scope,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const raw = (connection: DatabaseConnection, text: string) =>
  connection.executeQuery(CompiledQuery.raw(text));

/** The dialect's own driver, except inside an open scope: there, its one connection in a transaction. */
class ScopedDriver implements Driver {
  constructor(readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    const scope = scopes.getStore();
    if (!scope?.open || scope.driver !== this) return this.inner.acquireConnection();
    scope.connection ??= this.begin(scope);
    return scope.connection;
  }

  private async begin(scope: Scope): Promise<ScopedConnection> {
    const connection = await this.inner.acquireConnection();
    try {
      await this.inner.beginTransaction(connection, {});
    } catch (error) {
      await this.inner.releaseConnection(connection);
      throw error;
    }
    return new ScopedConnection(connection, scope);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // The scope keeps its connection until it commits or rolls back.
    if (connection instanceof ScopedConnection) return;
    await this.inner.releaseConnection(connection);
  }

  // A transaction begun inside the scope (a repository's own) becomes a savepoint in the scope's.
  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    if (!(connection instanceof ScopedConnection)) {
      return this.inner.beginTransaction(connection, settings);
    }
    const name = `request_savepoint_${connection.scope.savepoints.length + 1}`;
    await raw(connection, `savepoint ${name}`);
    connection.scope.savepoints.push(name);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    if (!(connection instanceof ScopedConnection)) return this.inner.commitTransaction(connection);
    const name = connection.scope.savepoints.pop();
    if (name) await raw(connection, `release savepoint ${name}`);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!(connection instanceof ScopedConnection)) {
      return this.inner.rollbackTransaction(connection);
    }
    const name = connection.scope.savepoints.pop();
    if (name) {
      await raw(connection, `rollback to savepoint ${name}`);
      await raw(connection, `release savepoint ${name}`);
    }
  }

  // A controlled transaction's savepoints (db.startTransaction()) are the dialect's own.
  savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>): Promise<void> {
    if (!this.inner.savepoint) throw new Error('This driver has no savepoints');
    return this.inner.savepoint(...args);
  }

  rollbackToSavepoint(...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>) {
    if (!this.inner.rollbackToSavepoint) throw new Error('This driver has no savepoints');
    return this.inner.rollbackToSavepoint(...args);
  }

  releaseSavepoint(...args: Parameters<NonNullable<Driver['releaseSavepoint']>>) {
    if (!this.inner.releaseSavepoint) throw new Error('This driver has no savepoints');
    return this.inner.releaseSavepoint(...args);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
