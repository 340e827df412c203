import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../db/dialect';
import { isSearchIndexTable } from '../../../db/dialect/search-index';

/** Any Kysely handle (the app's database, a transaction, or a snapshot opened on its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

const isKyselyTable = (name: string) => name.startsWith('kysely_');
/** Tables a backup leaves out: the migrations' own, and the search index (refilled from the rows). */
const isDerivedTable = (name: string) => isKyselyTable(name) || isSearchIndexTable(name);

/** The application's tables in the database's own schema (PostgreSQL: the first of search_path). */
export async function appTables(db: AnyDb, engine: Engine): Promise<string[]> {
  if (engine === 'sqlite') {
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
      order by name`.execute(db);
    return rows.map((row) => row.name).filter((name) => !isDerivedTable(name));
  }
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    db,
  );
  return rows.map((row) => row.name).filter((name) => !isKyselyTable(name));
}

/** The newest applied migration, or undefined for a database that was never migrated. */
export async function schemaVersion(db: AnyDb, engine: Engine): Promise<string | undefined> {
  const tables =
    engine === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(
          db,
        )
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_name = 'kysely_migration'`.execute(db);
  if (tables.rows.length === 0) return undefined;
  const { rows } = await sql<{ name: string }>`
    select name from kysely_migration order by name desc limit 1`.execute(db);
  return rows[0]?.name;
}

/** Which tables each table's foreign keys point to. */
async function parentsOf(db: AnyDb, engine: Engine, tables: string[]) {
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set<string>()]));
  if (engine === 'sqlite') {
    for (const table of tables) {
      const { rows } = await sql<{ parent: string }>`
        select "table" as parent from pragma_foreign_key_list(${table})`.execute(db);
      for (const row of rows) parents.get(table)?.add(row.parent);
    }
    return parents;
  }
  const { rows } = await sql<{ child: string; parent: string }>`
    select tc.table_name as child, ccu.table_name as parent
    from information_schema.table_constraints tc
    join information_schema.constraint_column_usage ccu
      on tc.constraint_name = ccu.constraint_name and tc.table_schema = ccu.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(db);
  for (const row of rows) parents.get(row.child)?.add(row.parent);
  return parents;
}

/** The tables ordered so every table comes after the tables its foreign keys point to. */
export async function parentsFirst(db: AnyDb, engine: Engine, tables: string[]): Promise<string[]> {
  const parents = await parentsOf(db, engine, tables);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) if (parent !== table) visit(parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** Drops every application and migration table in the database's own schema. */
export async function dropOwnTables(db: AnyDb, engine: Engine): Promise<void> {
  const names =
    engine === 'sqlite'
      ? (
          await sql<{ name: string }>`
            select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
            db,
          )
        ).rows
      : (
          await sql<{ name: string }>`
            select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
        ).rows;
  if (engine === 'sqlite') await sql`pragma foreign_keys = off`.execute(db);
  // The search index's FTS5 table first: dropping it drops the shadow tables that keep its data
  // (which are then gone when their turn comes).
  const searchIndexFirst = (name: string) => (isSearchIndexTable(name) ? name.length : Infinity);
  names.sort((a, b) => searchIndexFirst(a.name) - searchIndexFirst(b.name));
  for (const { name } of names) {
    await sql`drop table if exists ${sql.table(name)}${engine === 'postgres' ? sql` cascade` : sql``}`.execute(
      db,
    );
  }
  if (engine === 'sqlite') await sql`pragma foreign_keys = on`.execute(db);
}
