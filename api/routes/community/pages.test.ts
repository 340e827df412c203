import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qnaRepository } from '../../../db/repositories/qna';
import { buildTestApp } from '../../test/test-app';

const html = `<!doctype html><html><head><title>Chapter</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>`;
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-qna-pages-'));
  await fs.writeFile(path.join(webDist, 'index.html'), html);
  app = await buildTestApp({ webDist });
});
afterAll(async () => {
  await app.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('Q&A pages', () => {
  it('answers the forum 200, a question 200 with its title, unknown and hidden ids 404', async () => {
    const qna = qnaRepository(app.db);
    const entry = await qna.create({
      question: 'What is <b>spin</b>?',
      author: 'Ada',
      category: 'pure-physics',
      level: '200L',
      answers: [],
      tags: [],
    });
    expect((await app.inject('/academics/qna')).statusCode).toBe(200);
    const page = await app.inject(`/academics/qna/${entry.id}`);
    expect(page.statusCode).toBe(200);
    // The question's text goes into the head escaped, never as markup.
    expect(page.body).toContain('<title>What is &#60;b&#62;spin&#60;/b&#62;?');
    expect(page.body).not.toContain('<b>spin</b>');
    expect((await app.inject('/academics/qna/no-such-question')).statusCode).toBe(404);
    await app.db
      .updateTable('qna_questions')
      .set({ hidden: 1 })
      .where('id', '=', entry.id)
      .execute();
    expect((await app.inject(`/academics/qna/${entry.id}`)).statusCode).toBe(404);
  });
});
