import type { Kysely } from 'kysely';
import { rebuildPostgresSearchIndex } from '../dialect/search-index';

/**
 * PostgreSQL's search finds words whatever their accents ('schrodinger' finds 'Schrödinger'), as
 * SQLite's FTS5 index has since migration 0014: its GIN indexes are made again on a document whose
 * accents are folded (db/dialect.ts). Nothing changes on SQLite.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await rebuildPostgresSearchIndex(db);
}

/** The earlier expression is not kept: going down leaves the folded indexes, which are a superset. */
export async function down(): Promise<void> {}
