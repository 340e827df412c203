import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../contract/errors';
import { qnaEntrySchema, type QnaCreate, type QnaEntry } from '../../../contract/qna';
import { todayIso } from '../../../db/repositories/shared';
import { sampleQna, seedQna } from '../../../db/seed/qna';
import { staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app);
  await seedQna(app.db);
});
afterAll(async () => app.close());

const valid = (overrides: Partial<QnaCreate> = {}): QnaCreate => ({
  question: 'Why is the sky blue?',
  author: 'Amina Yusuf',
  category: 'pure-physics',
  level: '100L',
  ...overrides,
});

const answer = (content: string, helpful = 0, extra: object = {}) => ({
  author: 'Dr. Eze',
  content,
  helpful,
  ...extra,
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

const create = async (values: QnaCreate): Promise<QnaEntry> => {
  const response = await send('POST', '/api/qna', values);
  expect(response.statusCode, response.body).toBe(201);
  return qnaEntrySchema.parse(response.json());
};

const list = async () => qnaEntrySchema.array().parse((await app.inject('/api/qna')).json());

function expectFieldError(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = errorResponseSchema.parse(response.json());
  expect(body.error.startsWith(`${field}:`), body.error).toBe(true);
  expect(body.fields).toHaveProperty([field]);
}

describe('GET /api/qna', () => {
  it('lists questions newest first, answers most helpful first, maths kept as written', async () => {
    const response = await app.inject('/api/qna');
    expect(response.statusCode).toBe(200);
    const entries = qnaEntrySchema.array().parse(response.json());
    expect(entries.length).toBeGreaterThanOrEqual(sampleQna().length);
    const dates = entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const entry of entries) {
      expect(entry.id).toBe(entry._id);
      const helpful = entry.answers.map((item) => item.helpful);
      expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
    }
    expect(
      entries.some((entry) =>
        entry.answers.some((item) => item.content.includes('$E = \\gamma mc^2$')),
      ),
    ).toBe(true);
  });

  it('leaves out hidden questions and hidden answers', async () => {
    const entry = await create(
      valid({ date: '2000-01-01', answers: [answer('kept'), answer('hidden')] }),
    );
    const hiddenQuestion = await create(valid({ question: 'Spam?' }));
    const hiddenAnswer = entry.answers.find((item) => item.content === 'hidden')?.id ?? '';
    await app.db
      .updateTable('qna_answers')
      .set({ hidden: 1 })
      .where('id', '=', hiddenAnswer)
      .execute();
    await app.db
      .updateTable('qna_questions')
      .set({ hidden: 1 })
      .where('id', '=', hiddenQuestion._id)
      .execute();

    const entries = await list();
    expect(entries.some((item) => item._id === hiddenQuestion._id)).toBe(false);
    expect(
      entries.find((item) => item._id === entry._id)?.answers.map((item) => item.content),
    ).toEqual(['kept']);
    expect((await app.inject(`/api/qna/${hiddenQuestion._id}`)).statusCode).toBe(404);
  });
});

describe('seeding', () => {
  it("runs inside the caller's transaction, as db/seed/index.ts does", async () => {
    const before = (await list()).length;
    await app.db.transaction().execute(async (trx) => seedQna(trx));
    expect(await list()).toHaveLength(before + sampleQna().length);
  });
});

describe('GET /api/qna/:id', () => {
  it('answers one entry, and 404 or 400 for unknown or bad ids', async () => {
    const entry = await create(
      valid({ answers: [answer('Rayleigh scattering: $I \\propto 1/\\lambda^4$.', 3)] }),
    );
    expect(qnaEntrySchema.parse((await app.inject(`/api/qna/${entry._id}`)).json())).toEqual(entry);
    const missing = await app.inject('/api/qna/0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Question not found' });
    expect((await app.inject('/api/qna/%00')).statusCode).toBe(400);
  });
});

describe('POST /api/qna', () => {
  it('creates an unanswered question with defaults', async () => {
    const entry = await create(valid());
    expect(entry).toMatchObject({
      ...valid(),
      id: entry._id,
      answered: false,
      answers: [],
      tags: [],
      date: todayIso(),
    });
  });

  it('creates a question with answers, ordered by helpfulness, answered by default', async () => {
    const entry = await create(
      valid({
        tags: 'optics, scattering',
        date: '2026-11-01',
        answers: [answer('less', 1, { date: '2026-11-02' }), answer('more', 5)],
      }),
    );
    expect(entry).toMatchObject({
      answered: true,
      tags: ['optics', 'scattering'],
      date: '2026-11-01T00:00:00.000Z',
    });
    expect(entry.answers.map((item) => [item.content, item.helpful, item.date])).toEqual([
      ['more', 5, todayIso()],
      ['less', 1, '2026-11-02T00:00:00.000Z'],
    ]);
    expect(new Set(entry.answers.map((item) => item.id)).size).toBe(2);
  });

  it('takes `answered` as given', async () => {
    expect((await create(valid({ answered: false, answers: [answer('a guess')] }))).answered).toBe(
      false,
    );
    expect((await create(valid({ answered: true }))).answered).toBe(true);
  });

  it.each([
    ['question', { question: '' }],
    ['question', { question: 'x'.repeat(5001) }],
    ['question', { question: 'why\u0000' }],
    ['author', { author: undefined }],
    ['author', { author: 'x'.repeat(101) }],
    ['author', { author: '\udfff' }],
    ['category', { category: 'maths' }],
    ['level', { level: '100' }],
    ['date', { date: '2026-02-29' }],
    ['date', { date: '22/11/2026' }],
    ['answered', { answered: 'yes' }],
    ['answers', { answers: 'none' }],
    ['answers', { answers: Array.from({ length: 201 }, () => answer('x')) }],
    ['answers', { answers: [answer('a', 0, { id: 'same' }), answer('b', 0, { id: 'same' })] }],
    ['answers.0.content', { answers: [answer('')] }],
    ['answers.0.content', { answers: [answer('x'.repeat(10_001))] }],
    ['answers.0.helpful', { answers: [answer('x', -1)] }],
    ['answers.0.helpful', { answers: [answer('x', 0.5)] }],
    ['answers.0.author', { answers: [{ content: 'x' }] }],
    ['answers.0.date', { answers: [answer('x', 0, { date: '2026-11-31' })] }],
    ['answers.0.votes', { answers: [answer('x', 0, { votes: 1 })] }],
    ['tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }],
    ['tags.0', { tags: ['x'.repeat(51)] }],
    ['votes', { votes: 3 }],
  ])('answers 400 naming %s', async (field, change) => {
    expectFieldError(await send('POST', '/api/qna', { ...valid(), ...change }), field);
  });
});

describe('PUT /api/qna/:id', () => {
  it('changes only the fields sent, answers included', async () => {
    const before = await create(valid({ tags: ['light'], answers: [answer('Scattering', 2)] }));
    const response = await send('PUT', `/api/qna/${before._id}`, {
      question: 'Why is the sky blue at noon?',
    });
    expect(response.statusCode).toBe(200);
    expect(qnaEntrySchema.parse(response.json())).toEqual({
      ...before,
      question: 'Why is the sky blue at noon?',
    });
  });

  it('replaces the answer set, keeping the ids and dates of answers sent back', async () => {
    const before = await create(
      valid({ answers: [answer('first', 0, { date: '2026-10-01' }), answer('second', 1)] }),
    );
    const first = before.answers.find((item) => item.content === 'first');
    const response = await send('PUT', `/api/qna/${before._id}`, {
      answers: [
        { id: first?.id, author: 'Dr. Eze', content: 'first, corrected', helpful: 4 },
        answer('third'),
      ],
    });
    const after = qnaEntrySchema.parse(response.json());
    expect(after.answers.map((item) => item.content)).toEqual(['first, corrected', 'third']);
    expect(after.answers[0]).toMatchObject({
      id: first?.id,
      date: '2026-10-01T00:00:00.000Z',
      helpful: 4,
    });
    expect(after.answers[1]?.id).not.toBe(
      before.answers.find((item) => item.content === 'second')?.id,
    );
  });

  it('keeps hidden answers out of the replacement, and `answered` follows the answers', async () => {
    const before = await create(valid({ answers: [answer('visible'), answer('moderated')] }));
    const moderated = before.answers.find((item) => item.content === 'moderated')?.id ?? '';
    await app.db
      .updateTable('qna_answers')
      .set({ hidden: 1 })
      .where('id', '=', moderated)
      .execute();
    const after = qnaEntrySchema.parse(
      (await send('PUT', `/api/qna/${before._id}`, { answers: [] })).json(),
    );
    expect(after).toMatchObject({ answers: [], answered: false });
    const stored = await app.db
      .selectFrom('qna_answers')
      .select('id')
      .where('question_id', '=', before._id)
      .execute();
    expect(stored.map((row) => row.id)).toEqual([moderated]);
    const reopened = qnaEntrySchema.parse(
      (await send('PUT', `/api/qna/${before._id}`, { answered: true })).json(),
    );
    expect(reopened.answered).toBe(true);
  });

  it.each([
    ['level', { level: '700L' }],
    ['answers.0.content', { answers: [answer('')] }],
    ['_id', { _id: 'x' }],
  ])('answers 400 naming %s', async (field, change) => {
    const entry = await create(valid());
    expectFieldError(await send('PUT', `/api/qna/${entry._id}`, change), field);
  });

  it('answers 404 for an unknown question', async () => {
    expect(
      (await send('PUT', '/api/qna/0123456789abcdef01234567', { question: 'x?' })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/qna/:id', () => {
  it('deletes the question and its answers, then answers 404', async () => {
    const entry = await create(valid({ answers: [answer('gone too')] }));
    expect((await send('DELETE', `/api/qna/${entry._id}`)).statusCode).toBe(204);
    expect((await app.inject(`/api/qna/${entry._id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/qna/${entry._id}`)).statusCode).toBe(404);
    const answers = await app.db
      .selectFrom('qna_answers')
      .select('id')
      .where('question_id', '=', entry._id)
      .execute();
    expect(answers).toEqual([]);
  });
});

describe('without a staff session', () => {
  it.each([
    // Asking is public (issue 11) but only from the site itself: no Origin is another site, 403.
    ['POST', () => '/api/qna', valid(), 403],
    ['PUT', (id: string) => `/api/qna/${id}`, { question: 'Changed?' }, 401],
    ['DELETE', (id: string) => `/api/qna/${id}`, undefined, 401],
  ] as const)('%s answers %s and changes nothing', async (method, url, payload, status) => {
    const before = await list();
    const response = await app.inject({
      method,
      url: url(before[0]?._id ?? ''),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(status);
    expect(await list()).toEqual(before);
  });
});
