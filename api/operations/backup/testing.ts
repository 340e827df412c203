/**
 * Test helpers for backup and restore (imported by *.test.ts only): a site on a temporary data
 * folder, its public API output and its media hashes, to compare before and after a restore.
 */
import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig, type AppConfig, type DatabaseConfig } from '../../config';
import { createStorage } from '../../media/storage';
import { openDatabase } from '../../../db/client';
import { academicSessionRepository } from '../../../db/repositories/academic-session';
import { seedIfEmpty } from '../../../db/seed';
import { createBackup, type BackupResult } from './create';

export const tempDir = (prefix: string) =>
  fsp.mkdtemp(path.join(os.tmpdir(), `chapter-${prefix}-`));

export function siteConfig(dataDir: string, database?: DatabaseConfig): AppConfig {
  const base = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  return database ? { ...base, database } : base;
}

/**
 * Starts the site once on `config` (migrations) and seeds the sample content, images included;
 * then ends a session (a past council) and drafts the next semester's timetable, so the archive
 * carries what migration 0017 added.
 */
export async function seedSite(config: AppConfig): Promise<void> {
  const app = await buildApp(config);
  try {
    await seedIfEmpty(app.db, app.media);
    const sessions = academicSessionRepository(app.db);
    const started = await sessions.startNextSession((await sessions.get()).session);
    if (!started.ok) throw new Error(`Could not start the next session: ${started.reason}`);
    const drafted = await sessions.startNextSemester(started.session);
    if (!drafted.ok) throw new Error(`Could not draft the next semester: ${drafted.reason}`);
  } finally {
    await app.close();
  }
}

/** `npm run backup` in-process. */
export async function backupSite(config: AppConfig, file: string): Promise<BackupResult> {
  const db = openDatabase(config.database);
  const storage = await createStorage(config.media.storage, config.dataDir);
  try {
    return await createBackup({ db, storage, mediaDriver: config.media.storage.driver }, file);
  } finally {
    storage.close();
    await db.destroy();
  }
}

/** Every public list the API answers; each item's detail is read too (`<list>/<id>`). */
const publicLists = [
  '/api/site',
  '/api/semester',
  '/api/academic-session',
  '/api/past-councils',
  '/api/events?session=2026/2027',
  '/api/news',
  '/api/academic-news',
  '/api/upcoming-events',
  '/api/upcoming-events?upcoming=true',
  '/api/calendar.ics',
  '/api/timetable',
  '/api/timetable.ics',
  '/api/photos',
  '/api/courses',
  '/api/tutorials',
  '/api/resources',
  '/api/past-questions',
  '/api/qna',
  // The search index is not in the archive: the restore's inserts fill it again.
  '/api/search?q=phy101',
];

const detailSuffixes: Record<string, string[]> = {
  '/api/upcoming-events': ['', '/ics'],
};

/** A calendar file's DTSTAMP is when it was generated, not part of the content. */
const stable = (body: string) => body.replace(/^DTSTAMP:\w+$/gm, 'DTSTAMP:(generated)');

/** The ids of a list's items, whatever the list's key is (`items`, `news`, ...). */
function idsOf(body: unknown): string[] {
  const lists = Array.isArray(body)
    ? [body]
    : body && typeof body === 'object'
      ? Object.values(body).filter((value): value is unknown[] => Array.isArray(value))
      : [];
  return lists
    .flat()
    .map((item) => {
      const record = (item ?? {}) as { id?: unknown; _id?: unknown };
      return record.id ?? record._id;
    })
    .filter((id): id is string => typeof id === 'string');
}

/** Status and body of every public read: each list, and every item in it, through the real app. */
export async function publicReads(config: AppConfig): Promise<Record<string, string>> {
  const app = await buildApp(config);
  const reads: Record<string, string> = {};
  try {
    for (const list of publicLists) {
      const response = await app.inject({ url: list });
      reads[list] = `${response.statusCode} ${stable(response.body)}`;
      if (response.statusCode !== 200 || !String(response.headers['content-type']).includes('json'))
        continue;
      const base = list.split('?')[0] as string;
      for (const id of idsOf(response.json())) {
        for (const suffix of detailSuffixes[base] ?? ['']) {
          const url = `${base}/${encodeURIComponent(id)}${suffix}`;
          const detail = await app.inject({ url });
          reads[url] = `${detail.statusCode} ${stable(detail.body)}`;
        }
      }
    }
  } finally {
    await app.close();
  }
  return reads;
}

/** SHA-256 of every stored media object, by key. */
export async function mediaHashes(config: AppConfig): Promise<Record<string, string>> {
  const storage = await createStorage(config.media.storage, config.dataDir);
  const hashes: Record<string, string> = {};
  try {
    for await (const { key } of storage.list()) {
      const data = await storage.read(key);
      if (data) hashes[key] = createHash('sha256').update(data).digest('hex');
    }
  } finally {
    storage.close();
  }
  return hashes;
}
