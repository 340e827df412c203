import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DeleteQueryNode,
  InsertQueryNode,
  SelectQueryNode,
  UpdateQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type OperationNode,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import {
  anyRowOf,
  collapsedRows,
  insertedIds,
  pinnedId,
  rowMark,
  setsId,
  tableOf,
} from './row-marks';

/** Stands for every table: a query whose tables cannot be told (raw SQL, a schema change). */
export const EVERY_TABLE = '*';

type Listener = (tables: ReadonlySet<string>) => void;

/**
 * Which tables the database's writes changed, and which of their rows when a write names them
 * (db/row-marks.ts), told once they are committed: what a cache of answers needs to drop exactly
 * the entries that read them (ADR 0014). Nothing is told for a write that rolled back.
 */
export class TableChanges {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener (a write committed, or another instance said one did). */
  publish(tables: ReadonlySet<string>): void {
    if (tables.size === 0) return;
    const told = collapsedRows(tables);
    for (const listener of this.listeners) listener(told);
  }
}

const readers = new AsyncLocalStorage<Set<string>>();

/**
 * Runs `work`, adding to `tables` the name of every table its queries read (EVERY_TABLE for a
 * query that cannot be told), through whatever `work` awaits.
 */
export function recordTablesRead<T>(tables: Set<string>, work: () => T): T {
  return readers.run(tables, work);
}

interface Touched {
  read: Set<string>;
  written: Set<string>;
}

const writeKinds = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);
/** Statements that neither read nor change a table's rows. */
const bookkeeping = /^\s*(savepoint|release|begin|commit|rollback|end)\b/i;

/** The tables a query reads and writes, from Kysely's operation tree (or its SQL when raw). */
function tablesTouched(query: CompiledQuery): Touched {
  const node = query.query;
  if (node.kind === 'RawNode') {
    if (bookkeeping.test(query.sql)) return { read: new Set(), written: new Set() };
    // A raw read may read any table; a raw statement that is not one may change any.
    const every = new Set([EVERY_TABLE]);
    return /^\s*select\b/i.test(query.sql)
      ? { read: every, written: new Set() }
      : { read: every, written: every };
  }
  if (SelectQueryNode.is(node)) return { read: rowsRead(node), written: new Set() };
  if (writeKinds.has(node.kind)) return { read: new Set(), written: rowsWritten(node) };
  // Creating, altering or dropping tables and indexes: a migration, not content.
  return { read: new Set(), written: new Set([EVERY_TABLE]) };
}

/** One row (`table#id`) for a select of one table by its id; its tables otherwise. */
function rowsRead(node: SelectQueryNode): Set<string> {
  const tables = tableNames(node);
  const table = tableOf(node.from);
  const id = pinnedId(node.where);
  if (tables.size !== 1 || !table || id === undefined || node.joins || node.with) return tables;
  return new Set([rowMark(table, id)]);
}

/** Every table a write names, each with the rows it changed when they can be told (row-marks.ts). */
function rowsWritten(node: OperationNode): Set<string> {
  const tables = tableNames(node);
  const written = new Set<string>();
  for (const table of tables) written.add(table).add(anyRowOf(table));
  const target = rowsOfTarget(node);
  if (!target || tables.size !== 1) return written;
  written.delete(anyRowOf(target.table));
  for (const id of target.ids) written.add(rowMark(target.table, id));
  return written;
}

/** The rows of its own table a write changes, when it names them all by id. */
function rowsOfTarget(node: OperationNode): { table: string; ids: string[] } | undefined {
  if (InsertQueryNode.is(node)) {
    const table = tableOf(node.into);
    const plain = !node.onConflict && !node.onDuplicateKey && !node.replace && !node.with;
    const ids = plain ? insertedIds(node.columns, node.values) : undefined;
    return table && ids ? { table, ids } : undefined;
  }
  if (UpdateQueryNode.is(node)) {
    const table = tableOf(node.table);
    const id = pinnedId(node.where);
    const plain = !node.from && !node.joins && !node.with && !setsId(node.updates);
    return table && id !== undefined && plain ? { table, ids: [id] } : undefined;
  }
  if (DeleteQueryNode.is(node)) {
    const table = tableOf(node.from);
    const id = pinnedId(node.where);
    const plain = !node.using && !node.joins && !node.with;
    return table && id !== undefined && plain ? { table, ids: [id] } : undefined;
  }
  return undefined;
}

function tableNames(root: OperationNode): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const each of value) visit(each);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as { kind?: string; table?: { identifier?: { name?: string } } };
    if (node.kind === 'TableNode' && node.table?.identifier?.name) {
      names.add(node.table.identifier.name);
      return;
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(root);
  return names;
}

/**
 * The dialect with a driver that watches every query: a read adds its tables to the reading
 * work's set (recordTablesRead); a write's tables are told to `changes` once they are committed
 * (at once outside a transaction, at the commit inside one).
 */
export function dialectTellingChanges(dialect: Dialect, changes: TableChanges): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new ObservingDriver(dialect.createDriver(), changes),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (kysely) => dialect.createIntrospector(kysely),
  };
}

class ObservingConnection implements DatabaseConnection {
  /** Tables written in the open transaction, told at its commit. */
  pending: Set<string> | undefined;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly changes: TableChanges,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { read, written } = tablesTouched(query);
    const reading = readers.getStore();
    if (reading) for (const table of read) reading.add(table);
    const result = await this.inner.executeQuery<R>(query);
    if (written.size > 0) {
      if (this.pending) for (const table of written) this.pending.add(table);
      else this.changes.publish(written);
    }
    return result;
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const reading = readers.getStore();
    if (reading) for (const table of tablesTouched(query).read) reading.add(table);
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class ObservingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly changes: TableChanges,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ObservingConnection(await this.inner.acquireConnection(), this.changes);
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const observing = connection as ObservingConnection;
    await this.inner.beginTransaction(observing.inner, settings);
    observing.pending = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const observing = connection as ObservingConnection;
    await this.inner.commitTransaction(observing.inner);
    const written = observing.pending ?? new Set<string>();
    observing.pending = undefined;
    this.changes.publish(written);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const observing = connection as ObservingConnection;
    observing.pending = undefined;
    await this.inner.rollbackTransaction(observing.inner);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as ObservingConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
