import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { isSearchIndexTable } from '../../db/dialect/search-index';
import { tagPattern } from './tags';
import type { Tried } from './types';

/**
 * Tables that change on any request, whatever its answer: sessions, the rate limits' counters,
 * the audit log, migrations and secrets.
 */
const bookkeeping = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'staff_sessions',
  'audit_log',
  // Every rate limit's counters (ADR 0007): a refused attempt counts, by design.
  'rate_limits',
  'site_secrets',
]);

/** Every row of every content table (as JSON), and every file under the check's folder. */
export interface Snapshot {
  rows: Map<string, Set<string>>;
  files: Set<string>;
}

function filesUnder(root: string, skip: (relative: string) => boolean): Set<string> {
  const found = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      const relative = path.relative(root, full);
      if (skip(relative)) continue;
      if (entry.isDirectory()) visit(full);
      else found.add(relative);
    }
  };
  visit(root);
  return found;
}

/**
 * Reads the SQLite database under `dataDir` (read-only, beside the running server) and lists the
 * files under `root`, the folder that holds `dataDir`: a file written outside the data folder shows.
 */
export function snapshot(root: string, dataDir: string): Snapshot {
  const db = new Database(path.join(dataDir, 'chapter.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  const rows = new Map<string, Set<string>>();
  try {
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[];
    for (const { name } of tables) {
      // The search index's FTS5 tables hold blocks of every row's words, not rows of their own: what
      // they index is checked in the content tables themselves.
      if (bookkeeping.has(name) || isSearchIndexTable(name)) continue;
      const all = db.prepare(`select * from "${name.replace(/"/g, '""')}"`).all();
      rows.set(name, new Set(all.map((row) => JSON.stringify(row))));
    }
  } finally {
    db.close();
  }
  const database = path.relative(root, path.join(dataDir, 'chapter.sqlite'));
  const cache = path.relative(root, path.join(dataDir, 'media-cache'));
  const files = filesUnder(root, (relative) => relative.startsWith(database) || relative === cache);
  return { rows, files };
}

const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);

/**
 * What changed between the snapshots that no successful request explains: a row carrying the
 * marker of a refused request, a row or file no successful request wrote, a row deleted.
 * A successful request explains a row that carries its marker, or an id in its path (a question
 * whose answer count changed when an answer was posted).
 */
export function wronglyStored(before: Snapshot, after: Snapshot, tried: Tried[]): string[] {
  const byTag = new Map(tried.map((item) => [item.case.tag, item]));
  const succeeded = tried.filter(({ answer }) => answer.status > 0 && answer.status < 400);
  const succeededTags = new Set(succeeded.map((item) => item.case.tag));
  const writtenIds = succeeded
    .filter(({ case: item }) => item.method !== 'GET')
    .flatMap(({ case: item }) =>
      item.path.split(/[/?&=]/).filter((part) => /^(?=.*\d)[\w-]{8,}$/.test(part)),
    );
  const explainedById = (row: string) => writtenIds.some((id) => row.includes(id));
  // Rows with nothing a marker could ride on (a setting, a generated secret): explained by a
  // successful write to the resource named like the table, or by an answer that showed its value.
  const writePaths = succeeded
    .filter(({ case: item }) => item.method !== 'GET')
    .map(({ case: item }) => item.path);
  const answers = succeeded.map(({ answer }) => answer.body).join('\n');
  const explainedByWrite = (table: string, row: string) => {
    const resource = table.split('_').at(-1) ?? table;
    const values = Object.values(JSON.parse(row) as Record<string, unknown>);
    return (
      writePaths.some((path) => path.includes(resource)) ||
      values.some(
        (value) => typeof value === 'string' && value.length >= 16 && answers.includes(value),
      )
    );
  };
  const findings: string[] = [];
  for (const [table, rows] of after.rows) {
    const old = before.rows.get(table) ?? new Set<string>();
    const added = [...rows].filter((row) => !old.has(row));
    const removed = [...old].filter((row) => !rows.has(row));
    for (const row of added) {
      const tags = [...row.matchAll(tagPattern)].map(([tag]) => tag);
      const refused = tags
        .map((tag) => byTag.get(tag))
        .find((item) => item && !succeededTags.has(item.case.tag));
      if (refused) {
        const { case: item, answer } = refused;
        findings.push(
          `${table}: stored by a request answered ${answer.status} (${item.method} ${excerpt(item.path)}, ${item.family}: ${item.note}): ${excerpt(row)}`,
        );
      } else if (
        !tags.some((tag) => succeededTags.has(tag)) &&
        !explainedById(row) &&
        !(tags.length === 0 && explainedByWrite(table, row))
      ) {
        findings.push(`${table}: a row no successful request wrote: ${excerpt(row)}`);
      }
    }
    const addedIds = new Set(added.map((row) => Object.values(JSON.parse(row) as object)[0]));
    for (const row of removed) {
      const id = Object.values(JSON.parse(row) as object)[0];
      if (!addedIds.has(id) && !explainedById(row))
        findings.push(`${table}: a row was deleted: ${excerpt(row)}`);
    }
  }
  for (const file of after.files) {
    const key = file.split(path.sep).slice(-2).join('/');
    if (!before.files.has(file) && !answers.includes(key))
      findings.push(`a file no successful request stored: ${file}`);
  }
  return findings;
}
