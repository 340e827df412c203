import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormOutcome } from '../../contract/page-context';
import type * as Receive from '../routes/inbox/receive';
import { qnaRepository } from '../../db/repositories/qna';
import { seedQna } from '../../db/seed/qna';
import { buildTestApp } from '../test/test-app';
import { formFailures, publicForms } from './public-forms';

const failNext = vi.hoisted(() => ({ submission: false }));
vi.mock('../routes/inbox/receive', async (importOriginal) => {
  const actual = await importOriginal<typeof Receive>();
  return {
    receiveSubmission: (...args: Parameters<typeof actual.receiveSubmission>) => {
      if (failNext.submission) return Promise.reject(new Error('disk I/O error'));
      return actual.receiveSubmission(...args);
    },
  };
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  failNext.submission = false;
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The app with a route that submits the contact form as a page's action does. */
async function appWithContactForm() {
  const app = await buildTestApp();
  apps.push(app);
  app.post('/test/contact', { config: { access: 'public', audit: false } }, (request, reply) =>
    publicForms(app, request, reply).inbox('contact', request.body as Record<string, unknown>),
  );
  return app;
}

const message = {
  name: 'Ada Obi',
  email: 'ada@example.org',
  subject: 'Seminar idea',
  message: 'Could we host a seminar on dark matter next term?',
};

async function send(app: FastifyInstance, body: object): Promise<FormOutcome> {
  const response = await app.inject({
    method: 'POST',
    url: '/test/contact',
    headers: { origin: 'http://localhost' },
    payload: body,
  });
  return response.json();
}

describe("the public forms pages' actions submit", () => {
  it('store a valid message, as the API does', async () => {
    const app = await appWithContactForm();
    expect(await send(app, message)).toEqual({ ok: true });
    expect(await app.db.selectFrom('inbox_messages').select('subject').execute()).toEqual([
      { subject: 'Seminar idea' },
    ]);
  });

  it('answer bad input with a 400 and the field messages', async () => {
    const app = await appWithContactForm();
    const outcome = await send(app, { ...message, email: 'not an email' });
    expect(outcome).toMatchObject({ ok: false, status: 400 });
    expect(outcome.ok === false && outcome.fields).toHaveProperty('email');
  });

  it("say the form's own message when the server fails, so the page keeps what was typed", async () => {
    const app = await appWithContactForm();
    failNext.submission = true;
    expect(await send(app, message)).toEqual({
      ok: false,
      status: 500,
      error: formFailures.contact,
    });
  });
});

describe("the 'helpful' form of a question page (it works without JavaScript)", () => {
  it('counts once per browser by its visitor cookie, and says which marks it counted for it', async () => {
    const app = await buildTestApp();
    apps.push(app);
    await seedQna(app.db);
    const [entry] = await qnaRepository(app.db).list();
    const answerIds = entry!.answers.map((answer) => answer.id);
    const answerId = answerIds[0]!;
    const route = { config: { access: 'public' as const, audit: false } };
    app.post('/test/helpful', route, (request, reply) =>
      publicForms(app, request, reply).helpful(entry!.id, answerId),
    );
    app.get('/test/marked', route, (request, reply) =>
      publicForms(app, request, reply).markedHelpful(answerIds),
    );
    const as = (cookie?: string) => ({
      headers: { origin: 'http://localhost', ...(cookie ? { cookie } : {}) },
    });

    const first = await app.inject({ method: 'POST', url: '/test/helpful', ...as() });
    expect(first.json()).toMatchObject({ ok: true });
    const visitor = first.cookies.find((cookie) => cookie.name === 'visitor')!;
    const cookie = `visitor=${visitor.value}`;
    expect((await app.inject({ url: '/test/marked', ...as(cookie) })).json()).toEqual([answerId]);
    // Not counted twice for that browser; another browser on the same address is not marked.
    expect(
      (await app.inject({ method: 'POST', url: '/test/helpful', ...as(cookie) })).json(),
    ).toMatchObject({ ok: false, status: 409 });
    expect((await app.inject({ url: '/test/marked', ...as() })).json()).toEqual([]);
  });
});
