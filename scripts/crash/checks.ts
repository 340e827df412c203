/**
 * What the crash suite checks in the data folder: the database after a kill (before the restart),
 * and the media folder after the next start.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../../db/client';
import { mediaReferencesRepository } from '../../db/repositories/media-references';
import type { Figures, Ledger } from './ledger';

export const databaseFile = (dataDir: string) => path.join(dataDir, 'chapter.sqlite');

/** Where each kind's marker lands. */
const markerColumns = [
  ['academic_news', 'title'],
  ['upcoming_events', 'title'],
  ['inbox_messages', 'subject'],
  ['photos', 'label'],
] as const;

/** Each problem is counted once, however many cycles still see it. */
const counted = new Set<string>();
function count(figures: Figures, ledger: Ledger, figure: keyof Figures, what: string): void {
  if (counted.has(`${figure}:${what}`)) return;
  counted.add(`${figure}:${what}`);
  figures[figure] += 1;
  ledger.problem(figure, what);
}

/** Files already decoded whole: keys are content hashes, so a file once whole stays whole. */
const decoded = new Set<string>();

/**
 * With the server dead: integrity, every acknowledged write present exactly once, no write present
 * twice, no create without its Idempotency-Key record (or the reverse), no row pointing to a
 * missing or undecodable file, every course edit at least as new as the last acknowledged one.
 */
export async function checkAfterKill(
  dataDir: string,
  ledger: Ledger,
  figures: Figures,
): Promise<void> {
  const db = new Database(databaseFile(dataDir));
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') count(figures, ledger, 'integrityFailures', String(integrity));
    checkWrites(db, ledger, figures);
    await checkFiles(db, dataDir, ledger, figures);
    checkCourses(db, ledger, figures);
  } finally {
    db.close();
  }
}

function checkWrites(db: Database.Database, ledger: Ledger, figures: Figures): void {
  const rows = new Map<string, number>();
  for (const [table, column] of markerColumns) {
    const found = db
      .prepare(
        `select ${column} as marker, count(*) as n from ${table} where ${column} like 'crash-%' group by ${column}`,
      )
      .all() as { marker: string; n: number }[];
    for (const { marker, n } of found) rows.set(marker, n);
  }
  const keys = new Set(
    (db.prepare('select key from idempotency_keys').all() as { key: string }[]).map((r) => r.key),
  );
  for (const operation of ledger.operations) {
    if (operation.kind === 'course-edit') continue;
    const n = rows.get(operation.marker) ?? 0;
    if (n > 1) count(figures, ledger, 'duplicates', `${operation.marker} is there ${n} times`);
    if (operation.state === 'acked' && n === 0) {
      count(figures, ledger, 'lost', `${operation.marker} was acknowledged and is gone`);
    }
    const key = operation.request.key;
    if (key && n > 0 && !keys.has(key)) {
      count(figures, ledger, 'halfWritten', `${operation.marker} was created without its key`);
    }
    if (key && n === 0 && keys.has(key)) {
      count(figures, ledger, 'halfWritten', `${operation.marker}'s key is stored, its row is not`);
    }
  }
}

async function checkFiles(
  db: Database.Database,
  dataDir: string,
  ledger: Ledger,
  figures: Figures,
): Promise<void> {
  const photos = db.prepare('select label, url from photos').all() as {
    label: string;
    url: string;
  }[];
  for (const { label, url } of photos) {
    const key = url.replace(/^\/media\//, '');
    if (decoded.has(key)) continue;
    const file = path.join(dataDir, 'media', key);
    if (!fs.existsSync(file)) {
      count(figures, ledger, 'halfWritten', `photo ${label} points to a missing file ${key}`);
      continue;
    }
    try {
      // metadata() passes a truncated JPEG; decoding every pixel does not.
      await sharp(file).metadata();
      await sharp(file).raw().toBuffer();
      decoded.add(key);
    } catch (error) {
      count(figures, ledger, 'partialFiles', `${key} (${label}): ${(error as Error).message}`);
    }
  }
}

function checkCourses(db: Database.Database, ledger: Ledger, figures: Figures): void {
  const rows = db
    .prepare('select code, description, outline, materials, past_questions from courses')
    .all() as Record<string, string>[];
  for (const row of rows) {
    for (const column of ['outline', 'materials', 'past_questions']) {
      try {
        JSON.parse(row[column] ?? '');
      } catch {
        count(figures, ledger, 'halfWritten', `course ${row.code}: ${column} is not JSON`);
      }
    }
    const course = ledger.courses.get(row.code ?? '');
    if (!course || course.acked === 0) continue;
    const stored = /^crash-edit .* v(\d+)$/.exec(row.description ?? '');
    const version = stored ? Number(stored[1]) : 0;
    if (version < course.acked) {
      count(
        figures,
        ledger,
        'lost',
        `course ${row.code}: edit v${course.acked} acknowledged, v${version} stored`,
      );
    }
  }
}

const listFiles = (folder: string): string[] => {
  try {
    return fs.readdirSync(folder);
  } catch {
    return [];
  }
};

/** Files of unfinished writes: the media folder's and the derivative cache's incoming areas. */
export function leftoverFiles(dataDir: string): string[] {
  return ['media/.incoming', 'media-cache/.incoming'].flatMap((folder) =>
    listFiles(path.join(dataDir, folder)).map((name) => `${folder}/${name}`),
  );
}

/** Stored objects no row uses, by the app's own list of media references. */
async function orphanFiles(dataDir: string): Promise<string[]> {
  const database = new Database(databaseFile(dataDir), { readonly: true });
  const db = new Kysely({ dialect: new SqliteDialect({ database }) }) as unknown as DB;
  try {
    const referenced = await mediaReferencesRepository(db).all();
    return ['i', 'd'].flatMap((folder) =>
      listFiles(path.join(dataDir, 'media', folder))
        .map((name) => `${folder}/${name}`)
        .filter((key) => !referenced.has(`/media/${key}`)),
    );
  } finally {
    await db.destroy();
  }
}

/**
 * After a start: nothing left in the incoming areas, and no unreferenced object (the start's sweep
 * runs in the background, so it is given `settleMs` to finish).
 */
export async function checkAfterStart(
  dataDir: string,
  ledger: Ledger,
  figures: Figures,
  settleMs: number,
): Promise<void> {
  const deadline = Date.now() + settleMs;
  let leftovers = leftoverFiles(dataDir);
  let orphans = await orphanFiles(dataDir);
  while ((leftovers.length > 0 || orphans.length > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    leftovers = leftoverFiles(dataDir);
    orphans = await orphanFiles(dataDir);
  }
  for (const file of leftovers) count(figures, ledger, 'leftovers', `${file} left after a start`);
  for (const key of orphans) count(figures, ledger, 'orphans', `${key} not swept at start`);
}
