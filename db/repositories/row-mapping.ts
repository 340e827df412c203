import { fromFlag, toFlag } from '../dialect';
import { fromJson, orNull, orUndefined, toJson } from './shared';

type Column<Row> = keyof Row & string;

/**
 * How a record field is kept in its column. `read` turns the stored value into the field's and
 * `write` a value given to a create or update into the stored one; either left out passes the
 * value as it is. `write` answering undefined leaves the column alone; `write: false` marks a field
 * only the repository sets (ids, timestamps).
 */
interface Field<C extends string, Stored, Value, Input = Value> {
  readonly column: C;
  readonly read?: (stored: Stored) => Value;
  readonly write?: ((value: Input) => Stored | undefined) | false;
}

/**
 * The columns a field can be read from as it is: the field's type may be narrower than a NOT NULL
 * column's (a category the contract lists as an enum), never null where the field is not.
 */
type Readable<Row, V> = {
  [C in Column<Row>]: [Row[C]] extends [V]
    ? C
    : [V] extends [Row[C]]
      ? null extends Row[C]
        ? never
        : C
      : never;
}[Column<Row>];

/** The columns a value can be written to as it is. */
type Storable<Row, I> = { [C in Column<Row>]: [I] extends [Row[C]] ? C : never }[Column<Row>];

/** A field with conversions; `read` and `write` may be left out only where the value fits as it is. */
type FieldOf<Row, V, I> = {
  [C in Column<Row>]: Field<C, Row[C], V, I> &
    (C extends Readable<Row, V> ? unknown : { readonly read: (stored: Row[C]) => V }) &
    (C extends Storable<Row, I>
      ? unknown
      : { readonly write: ((value: I) => Row[C] | undefined) | false });
}[Column<Row>];

/** What a create gives for field `K`: the values type's, or the record's when there is none. */
type InputOf<Rec, Values, K extends keyof Rec> = [Values] extends [undefined]
  ? Rec[K]
  : K extends keyof Values
    ? Values[K]
    : never;

/** Each record field, by the record's name for it: its column, or its column and conversions. */
export type Fields<Row, Rec, Values = undefined> = {
  readonly [K in keyof Rec]?:
    | (Readable<Row, Rec[K]> & Storable<Row, InputOf<Rec, Values, K>>)
    | FieldOf<Row, Rec[K], InputOf<Rec, Values, K>>;
};

type ColumnOf<F> = F extends string ? F : F extends { column: infer C extends string } ? C : never;
/** The columns a mapping's fields are kept in. */
type ColumnsOf<Row, S> = ColumnOf<S[keyof S]> & Column<Row>;
type Writable<S> = { [K in keyof S]: S[K] extends { write: false } ? never : K }[keyof S];
/** What a create takes: the values type, or the record's writable fields when there is none. */
type ValuesIn<Rec, S, Values> = [Values] extends [undefined]
  ? Pick<Rec, Writable<S> & keyof Rec>
  : Values;

export interface RowMapping<Row, Rec, S, Values = undefined> {
  /** Every column the fields are kept in, once each: for `select` and `returning`. */
  readonly columns: readonly ColumnsOf<Row, S>[];
  toRecord(row: Pick<Row, ColumnsOf<Row, S>>): Pick<Rec, keyof S & keyof Rec>;
  /**
   * The columns for a new row: every writable field, from `values`, over `own`: the columns the
   * repository fills itself (the id, the timestamps) and defaults for fields `values` leaves out.
   */
  toRow(values: ValuesIn<Rec, S, Values>, own: Partial<Row>): Row;
  /**
   * The columns a partial update writes: only the fields present in `values`. One present as
   * undefined clears an optional field's column and leaves any other alone.
   */
  changes(values: Partial<ValuesIn<Rec, S, Values>>): Partial<Row>;
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
 * `Values`, when given, is what creates and updates take (a contract's create schema's output).
 * Curried so the types are given and the fields' own types are inferred.
 */
export function rowMapping<Row, Rec, Values = undefined>() {
  return <const S extends Fields<Row, Rec, Values>>(
    spec: S & Record<Exclude<keyof S, keyof Rec>, never>,
  ): RowMapping<Row, Rec, S, Values> => {
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
        return { ...own, ...row } as Row;
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
export const flag = <C extends string>(column: C) =>
  ({
    column,
    read: fromFlag as (stored: number) => boolean,
    // A flag sent as undefined is one not sent: false is never a flag's default by accident.
    write: (value: boolean | undefined) => (value === undefined ? undefined : toFlag(value)),
  }) as const;

/** A JSON text column for a list or object field; a copy of `fallback` when the text is not JSON. */
export const json = <C extends string, T>(column: C, fallback: T) =>
  ({
    column,
    read: (text: string): T => {
      const value = fromJson(text, fallback);
      // Each record gets its own: a caller changing one must not change the next.
      return value === fallback ? structuredClone(fallback) : value;
    },
    // JSON.stringify(undefined) is undefined: a list sent as undefined leaves the column alone.
    write: (value: T | undefined): string | undefined =>
      value === undefined ? undefined : toJson(value),
  }) as const;

/** A column only the repository writes: the id, the timestamps. */
export const readOnly = <C extends string>(column: C) => ({ column, write: false }) as const;

/** The values a create takes: the mapping's writable fields, as the record types them. */
export type ValuesOf<M extends { toRow(values: never, own: never): unknown }> = Parameters<
  M['toRow']
>[0];
