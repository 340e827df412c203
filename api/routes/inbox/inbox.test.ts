import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxPageSchema, inboxRateLimit, type InboxPage } from '../../../contract/inbox';
import { minutes } from '../../auth/clock';
import { fakeTime } from '../../test/fake-time';
import { foreignOrigin, staffHeaders, testOrigin } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

const application = {
  name: '  Ada Obi ',
  email: 'ada@student.example.edu',
  level: '200L',
  category: 'pure-physics',
  message: 'I would like to join the study groups.',
  website: '',
};
const contact = {
  name: 'Musa Bello',
  email: 'musa@example.org',
  subject: 'Guest lecture',
  message: 'Could our company give a talk on seismic imaging next semester?',
};

let app: FastifyInstance;
let clock: ReturnType<typeof fakeTime>;

beforeEach(async () => {
  clock = fakeTime();
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
  vi.useRealTimers();
});

const submit = (
  url: '/api/membership-applications' | '/api/contact-messages',
  payload: object,
  options: { origin?: string | null; remoteAddress?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: options.origin === null ? {} : { origin: options.origin ?? testOrigin },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

async function inbox(query = ''): Promise<InboxPage> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/inbox${query}`,
    headers: await staffHeaders(app),
  });
  expect(response.statusCode, response.body).toBe(200);
  return inboxPageSchema.parse(response.json());
}

describe('public submissions', () => {
  it('stores a membership application, trimmed, and answers 201 with a receipt', async () => {
    const response = await submit('/api/membership-applications', application);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ received: true });

    const { items, total, open } = await inbox();
    expect(total).toBe(1);
    expect(open).toBe(1);
    expect(items[0]).toMatchObject({
      kind: 'membership',
      name: 'Ada Obi',
      email: 'ada@student.example.edu',
      level: '200L',
      category: 'pure-physics',
      message: 'I would like to join the study groups.',
      handled: false,
      createdAt: '2026-11-22T09:00:00.000Z',
    });
    expect(items[0]).not.toHaveProperty('subject');
  });

  it('stores a contact message', async () => {
    const response = await submit('/api/contact-messages', contact);
    expect(response.statusCode, response.body).toBe(201);
    const { items } = await inbox();
    expect(items[0]).toMatchObject({ kind: 'contact', subject: 'Guest lecture', handled: false });
    expect(items[0]).not.toHaveProperty('level');
  });

  it('takes an application without a message', async () => {
    const { message: _message, ...rest } = application;
    expect((await submit('/api/membership-applications', rest)).statusCode).toBe(201);
    expect((await inbox()).items[0]).not.toHaveProperty('message');
  });

  it('refuses requests that do not come from the site itself', async () => {
    expect(
      (await submit('/api/contact-messages', contact, { origin: foreignOrigin })).statusCode,
    ).toBe(403);
    expect((await submit('/api/contact-messages', contact, { origin: null })).statusCode).toBe(403);
    expect((await inbox()).total).toBe(0);
  });

  it('answers 400 naming each invalid field', async () => {
    const response = await submit('/api/membership-applications', {
      name: ' ',
      email: 'not-an-email',
      level: '500L',
      category: 'astrology',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid email address',
      level: 'Choose your level',
      category: 'Choose your programme',
    });
  });

  it('refuses unknown fields and over-long text', async () => {
    const extra = await submit('/api/contact-messages', { ...contact, admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ admin: 'is not a known field' });
    const long = await submit('/api/contact-messages', { ...contact, message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.message).toBe('Keep this under 5000 characters');
    expect((await inbox()).total).toBe(0);
  });

  it('answers a filled honeypot like any submission, and stores nothing', async () => {
    const response = await submit('/api/contact-messages', {
      ...contact,
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    expect((await inbox()).total).toBe(0);
  });
});

describe('rate limit', () => {
  it(`allows ${inboxRateLimit.submissions} submissions of a kind per address per hour, then 429 with Retry-After`, async () => {
    for (let i = 0; i < inboxRateLimit.submissions; i += 1) {
      clock.advance(minutes(1));
      expect((await submit('/api/contact-messages', contact)).statusCode).toBe(201);
    }
    const refused = await submit('/api/contact-messages', contact);
    expect(refused.statusCode).toBe(429);
    // The window began with the first of the five, 4 minutes ago: it ends in 56 minutes.
    expect(refused.headers['retry-after']).toBe(String(56 * 60));
    expect(refused.json().error).toBe(
      'You have sent several messages in a short time. Please try again in 56 minutes.',
    );
    expect((await inbox()).total).toBe(inboxRateLimit.submissions);

    // Another kind of form, and another address, have slots of their own.
    expect((await submit('/api/membership-applications', application)).statusCode).toBe(201);
    expect(
      (await submit('/api/contact-messages', contact, { remoteAddress: '10.1.2.3' })).statusCode,
    ).toBe(201);

    // An hour after the window began, a new one does.
    clock.advance(minutes(56));
    for (let i = 0; i < inboxRateLimit.submissions; i += 1) {
      expect((await submit('/api/contact-messages', contact)).statusCode).toBe(201);
    }
    expect((await submit('/api/contact-messages', contact)).statusCode).toBe(429);
  });

  it('counts bot submissions too, and not invalid ones', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await submit('/api/contact-messages', { ...contact, email: 'x' })).statusCode).toBe(
        400,
      );
    }
    for (let i = 0; i < inboxRateLimit.submissions; i += 1) {
      const bot = await submit('/api/contact-messages', { ...contact, website: 'spam' });
      expect(bot.statusCode).toBe(201);
    }
    expect((await submit('/api/contact-messages', contact)).statusCode).toBe(429);
  });

  it('never lets parallel submissions past the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => submit('/api/membership-applications', application)),
    );
    const codes = results.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(inboxRateLimit.submissions);
    expect(codes.filter((code) => code === 429)).toHaveLength(12 - inboxRateLimit.submissions);
  });
});

describe('staff inbox', () => {
  it('is for signed-in staff only, editors included', async () => {
    expect((await app.inject('/api/inbox')).statusCode).toBe(401);
    const editor = await app.inject({
      method: 'GET',
      url: '/api/inbox',
      headers: await staffHeaders(app, 'editor'),
    });
    expect(editor.statusCode).toBe(200);
    expect(editor.headers['cache-control']).toBe('no-store');
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/inbox/anything',
      payload: { handled: true },
      headers: { origin: testOrigin },
    });
    expect(patch.statusCode).toBe(401);
    const remove = await app.inject({
      method: 'DELETE',
      url: '/api/inbox/anything',
      headers: { origin: testOrigin },
    });
    expect(remove.statusCode).toBe(401);
  });

  it('lists both kinds newest first, filtered by kind and status, with the open count', async () => {
    await submit('/api/membership-applications', application);
    clock.advance(minutes(1));
    await submit('/api/contact-messages', contact);
    clock.advance(minutes(1));
    await submit('/api/contact-messages', { ...contact, subject: 'Second' });

    const all = await inbox();
    expect(all.items.map((item) => item.subject ?? item.kind)).toEqual([
      'Second',
      'Guest lecture',
      'membership',
    ]);
    expect(all).toMatchObject({ total: 3, open: 3, page: 1, limit: 50 });

    const contacts = await inbox('?kind=contact&limit=1&page=2');
    expect(contacts.items.map((item) => item.subject)).toEqual(['Guest lecture']);
    expect(contacts).toMatchObject({ total: 2, page: 2, limit: 1 });

    const headers = await staffHeaders(app);
    const handled = await app.inject({
      method: 'PATCH',
      url: `/api/inbox/${all.items[2]!.id}`,
      payload: { handled: true },
      headers,
    });
    expect(handled.statusCode).toBe(200);
    expect((await inbox('?status=handled')).items.map((item) => item.kind)).toEqual(['membership']);
    expect(await inbox('?status=open')).toMatchObject({ total: 2, open: 2 });

    const bad = await app.inject({ method: 'GET', url: '/api/inbox?kind=spam', headers });
    expect(bad.statusCode).toBe(400);
  });

  it('marks an item handled and open again, and deletes it', async () => {
    await submit('/api/contact-messages', contact);
    const [item] = (await inbox()).items;
    const headers = await staffHeaders(app, 'editor');
    clock.advance(minutes(30));

    const handled = await app.inject({
      method: 'PATCH',
      url: `/api/inbox/${item!.id}`,
      payload: { handled: true },
      headers,
    });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ handled: true, handledAt: '2026-11-22T09:30:00.000Z' });
    expect((await inbox()).open).toBe(0);

    const reopened = await app.inject({
      method: 'PATCH',
      url: `/api/inbox/${item!.id}`,
      payload: { handled: false },
      headers,
    });
    expect(reopened.json()).toMatchObject({ handled: false });
    expect(reopened.json()).not.toHaveProperty('handledAt');

    const invalid = await app.inject({
      method: 'PATCH',
      url: `/api/inbox/${item!.id}`,
      payload: { handled: 'yes' },
      headers,
    });
    expect(invalid.statusCode).toBe(400);

    const removed = await app.inject({ method: 'DELETE', url: `/api/inbox/${item!.id}`, headers });
    expect(removed.statusCode).toBe(204);
    expect((await inbox()).total).toBe(0);

    const again = await app.inject({ method: 'DELETE', url: `/api/inbox/${item!.id}`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Message not found' });
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/inbox/no-such-id',
      payload: { handled: true },
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
