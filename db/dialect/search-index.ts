import { sql, type Kysely } from 'kysely';
import { engineOf, type Engine } from './index';

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
