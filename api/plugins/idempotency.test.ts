import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsItemSchema } from '../../contract/news';
import { tableChanges } from '../../db/client';
import { newsRepository } from '../../db/repositories/news';
import { EVERY_TABLE } from '../../db/table-changes';
import { photoSchema } from '../../contract/photos';
import { buildMediaTestApp, multipartBody, photoJpeg, type MediaTestApp } from '../media/testing';
import { fakeTime } from '../test/fake-time';
import { staffHeaders, testOrigin } from '../test/staff';

let media: MediaTestApp;
let app: FastifyInstance;
let editor: Awaited<ReturnType<typeof staffHeaders>>;
let otherEditor: Awaited<ReturnType<typeof staffHeaders>>;
let admin: Awaited<ReturnType<typeof staffHeaders>>;
let keyCount = 0;
const newKey = () => `test-key-${Date.now()}-${(keyCount += 1)}`;

const news = (title: string) => ({
  name: 'Dr. Eze',
  title,
  summary: 'Check your courses and venues.',
  date: '2026-11-18',
  category: 'academic' as const,
});

const createNews = (payload: object, key?: string, headers = editor) =>
  app.inject({
    method: 'POST',
    url: '/api/academic-news',
    headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

async function newsTitled(title: string): Promise<number> {
  const all = newsItemSchema.array().parse((await app.inject('/api/news')).json());
  return all.filter((item) => item.title === title).length;
}

/** Lets a test hold a create between its insert and its answer. */
let gate: Promise<void> = Promise.resolve();

beforeAll(async () => {
  media = await buildMediaTestApp();
  app = media.app;
  const repository = newsRepository(app.db);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/test-held-creates',
    {
      config: { access: 'public' },
      schema: { body: z.object({ title: z.string() }), response: { 201: newsItemSchema } },
    },
    async (request, reply) => {
      const values = { ...news(request.body.title), date: '2026-11-18T00:00:00.000Z' };
      const item = await repository.create(values);
      await gate;
      return reply.code(201).send(item);
    },
  );
  editor = await staffHeaders(app, 'editor');
  otherEditor = await staffHeaders(app, 'editor');
  admin = await staffHeaders(app, 'admin');
});
afterAll(async () => media.close());

describe('Idempotency-Key on creates', () => {
  it('changes nothing without the header: each request creates', async () => {
    const first = await createNews(news('No key'));
    const second = await createNews(news('No key'));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json()._id).not.toBe(first.json()._id);
    expect(await newsTitled('No key')).toBe(2);
  });

  it('replays the first answer to a retry with the same key and body, and creates once', async () => {
    const key = newKey();
    const first = await createNews(news('Retried'), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await createNews(news('Retried'), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(await newsTitled('Retried')).toBe(1);
  });

  it('tells the caches once per key that a replayed create changed content', async () => {
    const key = newKey();
    expect((await createNews(news('Maybe untold'), key)).statusCode).toBe(201);
    const told: string[][] = [];
    const stop = tableChanges(app.db).subscribe((tables) => told.push([...tables]));
    try {
      await createNews(news('Maybe untold'), key);
      await createNews(news('Maybe untold'), key);
    } finally {
      stop();
    }
    // Its maker may have died before telling the other instances (issue 19).
    expect(told).toEqual([[EVERY_TABLE]]);
  });

  it('takes the same body with its fields in another order as the same request', async () => {
    const key = newKey();
    const { title, ...rest } = news('Reordered');
    expect((await createNews({ title, ...rest }, key)).statusCode).toBe(201);
    const retry = await createNews({ ...rest, title }, key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await newsTitled('Reordered')).toBe(1);
  });

  it('refuses the same key with a different body (422) and creates nothing', async () => {
    const key = newKey();
    expect((await createNews(news('First use'), key)).statusCode).toBe(201);
    const reuse = await createNews(news('Second use'), key);
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().error).toMatch(/Idempotency-Key was already used for a different request/);
    expect(await newsTitled('Second use')).toBe(0);
  });

  it('refuses the same key on another endpoint (422)', async () => {
    const key = newKey();
    expect((await createNews(news('Endpoint'), key)).statusCode).toBe(201);
    const other = await app.inject({
      method: 'POST',
      url: '/api/upcoming-events',
      headers: { ...editor, 'idempotency-key': key },
      payload: news('Endpoint'),
    });
    expect(other.statusCode).toBe(422);
  });

  it.each([
    ['a space', 'has space'],
    ['256 characters', 'k'.repeat(256)],
    ['a non-ASCII letter', 'clé-1'],
  ])('refuses a key with %s (400) and creates nothing', async (_what, key) => {
    const response = await createNews(news(`Bad key ${key.length}`), key);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/idempotency-key: must be 1 to 255 visible ASCII/);
    expect(await newsTitled(`Bad key ${key.length}`)).toBe(0);
  });

  it('accepts a key of 255 visible characters', async () => {
    const key = `${newKey()}-`.padEnd(255, '~');
    expect((await createNews(news('Long key'), key)).statusCode).toBe(201);
    expect((await createNews(news('Long key'), key)).headers['idempotent-replayed']).toBe('true');
  });

  it("keeps each staff member's keys apart", async () => {
    const key = newKey();
    const mine = await createNews(news('Per user'), key, editor);
    const theirs = await createNews(news('Per user'), key, otherEditor);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json()._id).not.toBe(mine.json()._id);
    expect(await newsTitled('Per user')).toBe(2);
  });

  it('creates once when two requests with one key race: the loser rolls back its create', async () => {
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => createNews(news('Raced'), key)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    for (const conflict of answers.filter((answer) => answer.statusCode === 409)) {
      expect(conflict.json().error).toMatch(/send it again/);
    }
    expect(await newsTitled('Raced')).toBe(1);
    expect((await createNews(news('Raced'), key)).headers['idempotent-replayed']).toBe('true');
  });

  it('commits a create with its key or not at all: the second of two racing requests rolls back', async () => {
    const key = newKey();
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    const held = (title: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test-held-creates',
        headers: { ...editor, 'idempotency-key': key },
        payload: { title },
      });
    // The first holds its transaction open after its insert. On PostgreSQL the second passes the
    // lookup, inserts in its own transaction, then finds the key taken: 409, and its insert is
    // rolled back. On SQLite its lookup waits for the first's commit and replays the answer.
    const first = held('Held');
    const second = held('Held');
    await new Promise((resolve) => setTimeout(resolve, 300));
    open();
    // Which of the two reaches the insert first is the scheduler's choice: one creates, the other
    // replays its answer or is refused.
    const answers = await Promise.all([first, second]);
    const isWinner = (answer: (typeof answers)[number]) =>
      answer.statusCode === 201 && answer.headers['idempotent-replayed'] === undefined;
    const winners = answers.filter(isWinner);
    expect(winners).toHaveLength(1);
    const loser = answers.find((answer) => !isWinner(answer));
    if (loser?.statusCode === 201) expect(loser.headers['idempotent-replayed']).toBe('true');
    else expect(loser?.statusCode).toBe(409);
    expect(await newsTitled('Held')).toBe(1);
  });

  it('does not spend a key on a refused create: the corrected request creates', async () => {
    const key = newKey();
    const refused = await createNews({ ...news('Corrected'), date: 'not a date' }, key);
    expect(refused.statusCode).toBe(400);
    const corrected = await createNews(news('Corrected'), key);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await newsTitled('Corrected')).toBe(1);
  });

  it('logs a replayed create once in the activity log', async () => {
    const key = newKey();
    await createNews(news('Audited once'), key);
    await createNews(news('Audited once'), key);
    const activity = await app.inject({ url: '/api/activity?limit=50', headers: admin });
    const { entries: all } = activity.json() as { entries: { description: string | null }[] };
    const entries = all.filter((entry) => entry.description?.includes('Audited once'));
    expect(entries).toHaveLength(1);
  });

  it('replays a photo upload (multipart) without storing a second photo', async () => {
    const jpeg = await photoJpeg(320, 240);
    const upload = (key: string) => {
      const body = multipartBody([
        { name: 'label', value: 'Idempotent upload' },
        { name: 'category', value: 'events' },
        { name: 'photo', filename: 'team.jpg', type: 'image/jpeg', data: jpeg },
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/photos',
        payload: body.payload,
        headers: { ...body.headers, ...editor, 'idempotency-key': key },
      });
    };
    const key = newKey();
    const first = await upload(key);
    expect(first.statusCode, first.body).toBe(201);
    const retry = await upload(key);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(photoSchema.parse(retry.json())._id).toBe(photoSchema.parse(first.json())._id);
    const photos = photoSchema.array().parse((await app.inject('/api/photos')).json());
    expect(photos.filter((photo) => photo.label === 'Idempotent upload')).toHaveLength(1);
  });

  it('declares the header on creates in the API document', async () => {
    const document = (await app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const parameters = (path: string, method: string) =>
      (document.paths[path]?.[method]?.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    expect(parameters('/api/academic-news', 'post')).toContain('header:idempotency-key');
    expect(parameters('/api/photos', 'post')).toContain('header:idempotency-key');
    expect(parameters('/api/academic-news/{id}', 'put')).not.toContain('header:idempotency-key');
    // Its answer holds a one-time password, which is never stored.
    expect(parameters('/api/users', 'post')).not.toContain('header:idempotency-key');
  });
});

describe('Idempotency-Key on a public form', () => {
  afterEach(() => vi.useRealTimers());

  const contact = (key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      headers: { origin: testOrigin, 'idempotency-key': key },
      payload: {
        name: 'Musa Bello',
        email: 'musa@example.org',
        subject: `Guest lecture ${key}`,
        message: 'Could our company give a talk on seismic imaging next semester?',
      },
      remoteAddress: '203.0.113.50',
    });

  async function messagesAbout(key: string): Promise<number> {
    const response = await app.inject({ url: '/api/inbox?pageSize=100', headers: editor });
    const { items } = response.json() as { items: { subject?: string }[] };
    return items.filter((item) => item.subject === `Guest lecture ${key}`).length;
  }

  it('replays a retried submission, and forgets the key after 24 hours', async () => {
    const clock = fakeTime(new Date());
    const key = newKey();
    expect((await contact(key)).statusCode).toBe(201);
    expect((await contact(key)).headers['idempotent-replayed']).toBe('true');
    expect(await messagesAbout(key)).toBe(1);
    clock.advance(25 * 60 * 60 * 1000);
    const later = await contact(key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    vi.useRealTimers();
    expect(await messagesAbout(key)).toBe(2);
  });
});
