import type { Kysely } from 'kysely';
import { createSearchIndex, dropSearchIndex } from '../dialect/search-index';

/**
 * The site search's full-text index over news, events, courses (and their past questions),
 * tutorials, learning resources and Q&A questions, with the rows already there indexed (ADR 0019):
 * an FTS5 table kept in step by triggers on SQLite, GIN expression indexes on PostgreSQL. What each
 * engine creates lives in db/dialect.ts; a change to it is a new migration, not an edit of this one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createSearchIndex(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropSearchIndex(db);
}
