import {
  RawNode,
  SelectQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
  type TransactionSettings,
} from 'kysely';

/**
 * SQLite behind Kysely has one connection, handed to one user at a time: a staff change's request
 * transaction holds it from its first query to its commit (ADR 0018), and every visitor's read
 * waited behind it, however short the read. In WAL mode a second connection reads the last
 * committed state while the writer works, so a select made outside a transaction goes to a reading
 * connection of its own and never waits for the writer. Everything else (writes, raw statements,
 * and every query of a transaction, its reads included) goes to the writer as before, and what it
 * wrote is answered only once `durable` says it is on disk (ADR 0025).
 */
export function withReaderBeside(
  writer: Driver,
  reader: SqliteDatabase,
  durable: () => Promise<void>,
): Driver {
  return new ReaderBesideDriver(writer, reader, durable);
}

/**
 * A select, built or raw, may go to the reading connection (which refuses to write: query_only);
 * any other raw statement may write.
 */
const isRead = (query: CompiledQuery) =>
  SelectQueryNode.is(query.query) || (RawNode.is(query.query) && /^\s*select\b/i.test(query.sql));

class RoutedConnection implements DatabaseConnection {
  /** The writer's connection, held from a transaction's begin to its end. */
  held: DatabaseConnection | undefined;
  /** A statement that may write went to the writer while it was held. */
  wrote = false;

  constructor(
    private readonly writer: Driver,
    private readonly reader: SqliteDatabase,
    private readonly durable: () => Promise<void>,
  ) {}

  async hold(): Promise<DatabaseConnection> {
    this.held ??= await this.writer.acquireConnection();
    return this.held;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.held) {
      this.wrote ||= !isRead(query);
      return this.held.executeQuery<R>(query);
    }
    if (isRead(query)) {
      const statement = this.reader.prepare(query.sql);
      return { rows: statement.all(query.parameters) as R[] };
    }
    const connection = await this.writer.acquireConnection();
    let result: QueryResult<R>;
    try {
      result = await connection.executeQuery<R>(query);
    } finally {
      await this.writer.releaseConnection(connection);
    }
    // Committed on its own: answered once durable, the writer free for the next meanwhile.
    await this.durable();
    return result;
  }

  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    if (this.held || !isRead(query)) {
      yield* (await this.hold()).streamQuery<R>(query, chunkSize);
      return;
    }
    const statement = this.reader.prepare(query.sql);
    for (const row of statement.iterate(query.parameters)) yield { rows: [row as R] };
  }
}

class ReaderBesideDriver implements Driver {
  constructor(
    private readonly writer: Driver,
    private readonly reader: SqliteDatabase,
    private readonly durable: () => Promise<void>,
  ) {}

  init(): Promise<void> {
    return this.writer.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.writer, this.reader, this.durable);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.writer.beginTransaction(await (connection as RoutedConnection).hold(), settings);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await this.writer.commitTransaction(await (connection as RoutedConnection).hold());
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await this.writer.rollbackTransaction(await (connection as RoutedConnection).hold());
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['savepoint']>>[2],
  ) {
    await this.writer.savepoint?.(await (connection as RoutedConnection).hold(), name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2],
  ) {
    const held = await (connection as RoutedConnection).hold();
    await this.writer.rollbackToSavepoint?.(held, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2],
  ) {
    const held = await (connection as RoutedConnection).hold();
    await this.writer.releaseSavepoint?.(held, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    const { held, wrote } = routed;
    routed.held = undefined;
    routed.wrote = false;
    if (!held) return;
    await this.writer.releaseConnection(held);
    // After the commit (or rollback) and with the writer free: the next transaction goes on while
    // this one's pages reach the disk, and its fsync may serve both.
    if (wrote) await this.durable();
  }

  destroy(): Promise<void> {
    return this.writer.destroy();
  }
}
