import { fromFlag, toFlag } from '../dialect';
import { fromJson, orNull, orUndefined, toJson } from './shared';

type Column<Row> = keyof Row & string;

/**
 * How a record field is kept in its column. `read` turns the stored value into the field's and
 * `write` the other way; either left out passes the value as it is. `write` answering undefined
 * leaves the column alone; `write: false` marks a field only the repository sets (ids, timestamps).
 */
export interface Field<C extends string, Stored, Value> {
  readonly column: C;
  readonly read?: (stored: Stored) => Value;
  readonly write?: ((value: Value) => Stored | undefined) | false;
}

/**
 * A column name alone: stored as it is. The field's type may be narrower than a NOT NULL column's
 * (a category the contract lists as an enum), never null where the field is not.
 */
type Plain<Row, V> = {
  [C in Column<Row>]: [Row[C]] extends [V]
    ? C
    : [V] extends [Row[C]]
      ? null extends Row[C]
        ? never
        : C
      : never;
}[Column<Row>];

/** A field with conversions; `read` may be left out only where a plain column name would do. */
type FieldOf<Row, V> = {
  [C in Column<Row>]: Field<C, Row[C], V> &
    (C extends Plain<Row, V> ? unknown : { readonly read: (stored: Row[C]) => V });
}[Column<Row>];

/** Each record field, by the record's name for it: its column, or its column and conversions. */
export type Fields<Row, Rec> = {
  readonly [K in keyof Rec]?: Plain<Row, Rec[K]> | FieldOf<Row, Rec[K]>;
};

type ColumnOf<F> = F extends string ? F : F extends { column: infer C extends string } ? C : never;
/** The columns a mapping's fields are kept in. */
type ColumnsOf<Row, S> = ColumnOf<S[keyof S]> & Column<Row>;
type Writable<S> = { [K in keyof S]: S[K] extends { write: false } ? never : K }[keyof S];

export interface RowMapping<Row, Rec, S> {
  /** Every column the fields are kept in, once each: for `select` and `returning`. */
  readonly columns: readonly ColumnsOf<Row, S>[];
  toRecord(row: Pick<Row, ColumnsOf<Row, S>>): Pick<Rec, keyof S & keyof Rec>;
  /**
   * The columns for a new row: every writable field, from `values`, and `own`, the columns the
   * repository fills itself (the id, the timestamps, defaults).
   */
  toRow(values: Pick<Rec, Writable<S> & keyof Rec>, own: Partial<Row>): Row;
  /** The columns a partial update writes: only the fields present in `values` (present as undefined clears). */
  changes(values: Partial<Pick<Rec, Writable<S> & keyof Rec>>): Partial<Row>;
}

interface AnyField {
  key: string;
  column: string;
  read?: ((stored: unknown) => unknown) | undefined;
  write?: ((value: unknown) => unknown) | false | undefined;
}

/**
 * One declaration of a record's fields, from which a repository takes the columns it selects, the
 * row-to-record mapper and the record-to-row writer: a field is named once, not once per direction.
 * Curried so `Row` and `Rec` are given and the fields' own types are inferred.
 */
export function rowMapping<Row, Rec>() {
  return <const S extends Fields<Row, Rec>>(
    spec: S & Record<Exclude<keyof S, keyof Rec>, never>,
  ): RowMapping<Row, Rec, S> => {
    const fields: AnyField[] = Object.entries(spec as Record<string, unknown>).map(
      ([key, field]) =>
        typeof field === 'string'
          ? { key, column: field }
          : { ...(field as Omit<AnyField, 'key'>), key },
    );
    const written = fields.filter((field) => field.write !== false);
    const writeOne = (field: AnyField, value: unknown, into: Record<string, unknown>) => {
      const stored = field.write ? field.write(value) : value;
      if (stored !== undefined) into[field.column] = stored;
    };
    return {
      columns: [...new Set(fields.map((field) => field.column))] as ColumnsOf<Row, S>[],
      toRecord(row) {
        const stored = row as Record<string, unknown>;
        const record: Record<string, unknown> = {};
        for (const field of fields) {
          const value = stored[field.column];
          record[field.key] = field.read ? field.read(value) : value;
        }
        return record as Pick<Rec, keyof S & keyof Rec>;
      },
      toRow(values, own) {
        const given = values as Record<string, unknown>;
        const row: Record<string, unknown> = {};
        for (const field of written) writeOne(field, given[field.key], row);
        return { ...row, ...own } as Row;
      },
      changes(values) {
        const given = values as Record<string, unknown>;
        const row: Record<string, unknown> = {};
        for (const field of written) if (field.key in given) writeOne(field, given[field.key], row);
        return row as Partial<Row>;
      },
    };
  };
}

/** A nullable column for an optional field: NULL in the database, absent in JSON. */
export const optional = <C extends string>(column: C) =>
  ({ column, read: orUndefined, write: orNull }) as const;

/** A 0/1 column for a boolean field. */
export const flag = <C extends string>(column: C): Field<C, number, boolean> => ({
  column,
  read: fromFlag,
  write: toFlag,
});

/** A JSON text column for a list or object field; `fallback` when the text is not JSON. */
export const json = <C extends string, T>(column: C, fallback: T): Field<C, string, T> => ({
  column,
  read: (text) => fromJson(text, fallback),
  write: toJson,
});

/** A column only the repository writes: the id, the timestamps. */
export const readOnly = <C extends string>(column: C) => ({ column, write: false }) as const;

/** The values a create takes: the mapping's writable fields, as the record types them. */
export type ValuesOf<M extends { toRow(values: never, own: never): unknown }> = Parameters<
  M['toRow']
>[0];
