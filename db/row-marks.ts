import type { OperationNode } from 'kysely';

/**
 * Rows, not only tables, in what a query reads and a write changes: reading one news item by its
 * id depends on that row alone, and publishing another item should not drop its page.
 *
 * A read names a table (it may depend on any row: a list, a count) or one row of it (`table#id`:
 * a select of that one table whose WHERE requires `id = value`). A write names every table it
 * changed and, beside each, the rows it changed (`table#id`) or `table#*` when it cannot name them
 * (an update of many rows, an upsert, an insert of a select). So a change to `table` drops every
 * reading of the whole table, and a change to `table#id` or `table#*` the row readings it covers.
 */
const ROW = '#';
/** Every row of a table: a write that cannot name the rows it changed. */
const ANY = '*';

export const rowMark = (table: string, id: string): string => `${table}${ROW}${id}`;
export const anyRowOf = (table: string): string => rowMark(table, ANY);

/** The table and row a mark names; undefined for a table's own name. */
export function markedRow(mark: string): { table: string; id: string } | undefined {
  const at = mark.indexOf(ROW);
  return at < 0 ? undefined : { table: mark.slice(0, at), id: mark.slice(at + 1) };
}

/** Past this many rows of one table in one change, it is told as `table#*`. */
const ROWS_TOLD = 50;

/** `written` with every table's long lists of rows told as all its rows. */
export function collapsedRows(written: ReadonlySet<string>): Set<string> {
  const rowsOf = new Map<string, number>();
  for (const mark of written) {
    const row = markedRow(mark);
    if (row) rowsOf.set(row.table, (rowsOf.get(row.table) ?? 0) + 1);
  }
  if ([...rowsOf.values()].every((count) => count <= ROWS_TOLD)) return new Set(written);
  const collapsed = new Set<string>();
  for (const mark of written) {
    const row = markedRow(mark);
    collapsed.add(row && (rowsOf.get(row.table) ?? 0) > ROWS_TOLD ? anyRowOf(row.table) : mark);
  }
  return collapsed;
}

/** `marks` with every row told as all the rows of its table. */
export function withoutRows(marks: Iterable<string>): Set<string> {
  const tables = new Set<string>();
  for (const mark of marks) {
    const row = markedRow(mark);
    tables.add(row ? anyRowOf(row.table) : mark);
  }
  return tables;
}

interface Node {
  kind: string;
  [property: string]: unknown;
}
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).kind === 'string';

/** The table a query names directly (its FROM or target), if it is a plain table. */
export function tableOf(node: OperationNode | undefined): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.kind === 'FromNode') {
    const froms = node.froms as unknown[];
    return froms.length === 1 ? tableOf(froms[0] as OperationNode) : undefined;
  }
  if (node.kind !== 'TableNode') return undefined;
  const table = node.table as { identifier?: { name?: string } } | undefined;
  return table?.identifier?.name;
}

/** The id a WHERE requires (`id = value`, alone or among ANDed conditions), if any. */
export function pinnedId(where: OperationNode | undefined): string | undefined {
  if (!isNode(where)) return undefined;
  if (where.kind === 'WhereNode') return pinnedId(where.where as OperationNode);
  if (where.kind === 'AndNode') {
    return pinnedId(where.left as OperationNode) ?? pinnedId(where.right as OperationNode);
  }
  if (where.kind === 'ParensNode') return pinnedId(where.node as OperationNode);
  if (where.kind !== 'BinaryOperationNode') return undefined;
  const operator = where.operator as { operator?: string } | undefined;
  if (operator?.operator !== '=' || columnName(where.leftOperand) !== 'id') return undefined;
  const right = where.rightOperand;
  if (!isNode(right) || right.kind !== 'ValueNode') return undefined;
  return idValue(right.value);
}

/** The ids an INSERT's VALUES give its rows, when every row gives one. */
export function insertedIds(
  columns: readonly OperationNode[] | undefined,
  values: OperationNode | undefined,
): string[] | undefined {
  const at = (columns ?? []).findIndex((column) => columnName(column) === 'id');
  if (at < 0 || !isNode(values) || values.kind !== 'ValuesNode') return undefined;
  const ids: string[] = [];
  for (const row of values.values as Node[]) {
    const value =
      row.kind === 'PrimitiveValueListNode'
        ? idValue((row.values as unknown[])[at])
        : row.kind === 'ValueListNode'
          ? valueOf((row.values as unknown[])[at])
          : undefined;
    if (value === undefined) return undefined;
    ids.push(value);
  }
  return ids;
}

/** True when an UPDATE sets the id column (its rows then stand for other ids). */
export function setsId(updates: readonly OperationNode[] | undefined): boolean {
  return (updates ?? []).some((update) => columnName((update as Node).column) === 'id');
}

function columnName(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.kind === 'ReferenceNode') return columnName(node.column);
  if (node.kind !== 'ColumnNode') return undefined;
  return (node.column as { name?: string } | undefined)?.name;
}

function valueOf(node: unknown): string | undefined {
  return isNode(node) && node.kind === 'ValueNode' ? idValue(node.value) : undefined;
}

const idValue = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
