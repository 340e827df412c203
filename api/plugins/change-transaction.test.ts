import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItemSchema } from '../../contract/news';
import { tableChanges } from '../../db/client';
import { newsRepository } from '../../db/repositories/news';
import { markedRow } from '../../db/row-marks';
import { HttpError } from '../lib/http-error';
import { buildTestApp } from '../test/test-app';
import { staffHeaders } from '../test/staff';

let app: FastifyInstance;
let editor: Awaited<ReturnType<typeof staffHeaders>>;

const news = (title: string) => ({
  name: 'Dr. Eze',
  title,
  summary: 'Check your courses and venues.',
  date: '2026-11-18',
  category: 'academic' as const,
});

async function newsTitled(title: string): Promise<number> {
  const all = newsItemSchema.array().parse((await app.inject('/api/news')).json());
  return all.filter((item) => item.title === title).length;
}

async function auditedPaths(): Promise<string[]> {
  const rows = await app.db.selectFrom('audit_log').select('path').execute();
  return rows.map((row) => row.path);
}

/** What each commit told the caches it changed, while `work` runs. */
async function commitsDuring(work: () => Promise<unknown>): Promise<Set<string>[]> {
  const told: Set<string>[] = [];
  const unsubscribe = tableChanges(app.db).subscribe((tables) => told.push(new Set(tables)));
  try {
    await work();
  } finally {
    unsubscribe();
  }
  return told;
}

/** The tables a commit told of, without the rows it named beside them (db/row-marks.ts). */
const tablesIn = (told: Iterable<string> = []) =>
  [...told].filter((mark) => !markedRow(mark)).sort();

beforeAll(async () => {
  app = await buildTestApp();
  const repository = newsRepository(app.db);
  // A change that writes and then fails, as a bug in a handler would.
  app.post('/api/test-failing-change', async () => {
    await repository.create(news('Half-made'));
    throw new Error('the handler fails after writing');
  });
  app.post('/api/test-refused-change', async () => {
    await repository.create(news('Refused part-way'));
    throw new HttpError(409, 'refused after writing');
  });
  editor = await staffHeaders(app, 'editor');
});
afterAll(async () => app.close());

describe("a staff change's transaction", () => {
  it('commits the change and its audit record together, in one commit', async () => {
    const commits = await commitsDuring(async () => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/academic-news',
        headers: editor,
        payload: news('One commit'),
      });
      expect(created.statusCode).toBe(201);
    });
    expect(commits).toHaveLength(1);
    expect(tablesIn(commits[0])).toEqual(['academic_news', 'audit_log']);
    expect(await newsTitled('One commit')).toBe(1);
  });

  it('keeps an update and a delete with their records the same way', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/academic-news',
      headers: editor,
      payload: news('Changed twice'),
    });
    const { _id: id } = newsItemSchema.parse(created.json());
    const commits = await commitsDuring(async () => {
      const updated = await app.inject({
        method: 'PUT',
        url: `/api/academic-news/${id}`,
        headers: editor,
        payload: { title: 'Changed twice, then gone' },
      });
      expect(updated.statusCode).toBe(200);
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/academic-news/${id}`,
        headers: editor,
      });
      expect(removed.statusCode).toBe(204);
    });
    expect(commits.map(tablesIn)).toEqual([
      ['academic_news', 'audit_log'],
      ['academic_news', 'audit_log'],
    ]);
  });

  it('rolls back what a handler wrote before it failed (500)', async () => {
    const failed = await app.inject({
      method: 'POST',
      url: '/api/test-failing-change',
      headers: editor,
    });
    expect(failed.statusCode).toBe(500);
    expect(await newsTitled('Half-made')).toBe(0);
    expect(await auditedPaths()).not.toContain('/api/test-failing-change');
  });

  it('rolls back what a handler wrote before it refused the change (4xx)', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/test-refused-change',
      headers: editor,
    });
    expect(refused.statusCode).toBe(409);
    expect(await newsTitled('Refused part-way')).toBe(0);
  });

  it('commits nothing when its audit record cannot be written', async () => {
    await sql`alter table audit_log rename to audit_log_away`.execute(app.db);
    try {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/academic-news',
        headers: editor,
        payload: news('Not without its record'),
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(app.db);
    }
    expect(await newsTitled('Not without its record')).toBe(0);
  });

  it('leaves changes made without a session to themselves', async () => {
    const commits = await commitsDuring(async () => {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/contact-messages',
        headers: { origin: editor.origin },
        payload: {
          name: 'Ada',
          email: 'ada@example.org',
          subject: 'Hello',
          message: 'A message long enough to be sent.',
        },
      });
      expect(sent.statusCode).toBe(201);
    });
    expect(commits.length).toBeGreaterThan(0);
    expect(commits.every((tables) => !tables.has('audit_log'))).toBe(true);
  });
});
