import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityLimits } from '../../../contract/community';
import { qnaEntrySchema, type QnaEntry } from '../../../contract/qna';
import { tutorialSchema } from '../../../contract/tutorials';
import { seedQna } from '../../../db/seed/qna';
import { storeSampleFiles } from '../../../db/seed/sample-files';
import { seedTutorials, tutorialFiles } from '../../../db/seed/tutorials';
import { foreignOrigin, staffHeaders, testOrigin } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

let app: FastifyInstance;
let auth: Awaited<ReturnType<typeof staffHeaders>>;
let tutorialId: string;
let nextAddress = 1;
/** Each test posts from its own address, so the rate limit of one does not spill into another. */
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

beforeAll(async () => {
  app = await buildTestApp();
  auth = await staffHeaders(app);
  await seedQna(app.db);
  await seedTutorials(app.db, await storeSampleFiles(app.media, tutorialFiles()));
  const list = tutorialSchema.array().parse((await app.inject('/api/tutorials')).json());
  tutorialId = list[0]?._id ?? '';
});
afterAll(async () => app.close());

const post = (url: string, payload: object, address = freshAddress(), origin = testOrigin) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: address, headers: { origin } });

/**
 * One browser: it keeps the visitor cookie the server gives it, as a browser does. Students on
 * one campus Wi-Fi are several of these at one address.
 */
function browser(address = freshAddress()) {
  let cookie: string | undefined;
  return async (url: string, payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: address,
      headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    });
    const set = response.cookies.find((each) => each.name === 'visitor');
    if (set) cookie = `visitor=${set.value}`;
    return response;
  };
}
const staff = (method: 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const question = {
  name: 'Chidi',
  question: 'Why is $E = mc^2$ true?',
  category: 'pure-physics',
  level: '100L',
  tags: ['relativity'],
};
const publicList = async () => qnaEntrySchema.array().parse((await app.inject('/api/qna')).json());
const find = async (text: string): Promise<QnaEntry | undefined> =>
  (await publicList()).find((entry) => entry.question === text);

describe('asking', () => {
  it('lets anyone ask from the site itself, and the question is listed first', async () => {
    const response = await post('/api/qna', { ...question, question: 'Asked publicly $x^2$' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ received: true });
    const entries = await publicList();
    expect(entries[0]).toMatchObject({
      question: 'Asked publicly $x^2$',
      author: 'Chidi',
      answered: false,
      answers: [],
      tags: ['relativity'],
    });
  });

  it('refuses another site (403) and bad fields (400), storing nothing', async () => {
    expect((await post('/api/qna', question, freshAddress(), foreignOrigin)).statusCode).toBe(403);
    for (const bad of [
      { ...question, question: 'Hi' },
      { ...question, question: 'x'.repeat(communityLimits.question + 1) },
      { ...question, name: '' },
      { ...question, name: 'n'.repeat(communityLimits.name + 1) },
      { ...question, category: 'astrology' },
      { ...question, level: '900L' },
      { ...question, tags: Array.from({ length: 9 }, (_, i) => `t${i}`) },
      { ...question, answers: [] },
      { ...question, author: 'Sneaky' },
    ]) {
      const response = await post('/api/qna', bad);
      expect(response.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const response = await post('/api/qna', {
      ...question,
      question: 'Bot question here',
      website: 'http://spam',
    });
    expect(response.statusCode).toBe(201);
    expect(await find('Bot question here')).toBeUndefined();
  });

  it('answers 429 with Retry-After after five posts in ten minutes from one browser, across forms', async () => {
    const address = freshAddress();
    const student = browser(address);
    const target = (await publicList())[0]!;
    for (let i = 0; i < communityLimits.posts - 1; i += 1) {
      expect(
        (await student('/api/qna', { ...question, question: `Rate ${i} question` })).statusCode,
      ).toBe(201);
    }
    const answer = await student(`/api/qna/${target._id}/answers`, {
      name: 'A',
      answer: 'Fifth post',
    });
    expect(answer.statusCode).toBe(201);
    const refused = await student(`/api/tutorials/${tutorialId}/comments`, {
      name: 'A',
      comment: 'Sixth post',
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused.json().error).toMatch(/try again in \d+ minute/);
    // Staff (moderators) are not held back, nor is another student on the same network.
    const staffPost = await app.inject({
      method: 'POST',
      url: `/api/tutorials/${tutorialId}/comments`,
      remoteAddress: address,
      headers: auth,
      payload: { name: 'Staff', comment: 'Staff comment' },
    });
    expect(staffPost.statusCode).toBe(201);
    const classmate = browser(address);
    expect(
      (await classmate('/api/qna', { ...question, question: 'Classmate on the same Wi-Fi' }))
        .statusCode,
    ).toBe(201);
  });

  it(
    'lets a busy campus network post, and stops a flood from a client that drops its cookie',
    { timeout: 60_000 },
    async () => {
      const campus = freshAddress();
      // Many students behind one address, each within their own limit.
      const students = Array.from({ length: 12 }, () => browser(campus));
      for (const [i, student] of students.entries()) {
        for (let post = 0; post < communityLimits.posts; post += 1) {
          const response = await student(`/api/tutorials/${tutorialId}/comments`, {
            name: `Student ${i}`,
            comment: `Campus comment ${i}.${post}`,
          });
          expect(response.statusCode, `student ${i}, post ${post}`).toBe(201);
        }
      }
      // 60 posts from the address: the ceiling. A new browser there must wait too.
      const flood = await post(
        `/api/tutorials/${tutorialId}/comments`,
        { name: 'Bot', comment: 'Flood comment' },
        campus,
      );
      expect(flood.statusCode).toBe(429);
      expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it('still lets staff create full entries with answers', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/qna',
      headers: auth,
      payload: {
        question: 'Staff entry',
        author: 'Dr. Eze',
        category: 'pure-physics',
        level: '200L',
        answers: [{ author: 'Dr. Eze', content: 'Because.' }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(qnaEntrySchema.parse(response.json()).answers).toHaveLength(1);
  });
});

describe('answering and helpful marks', () => {
  it('refuses a forged visitor cookie: its mark counts as a new browser, not as the forged one', async () => {
    await post('/api/qna', { ...question, question: 'Forged cookie question' });
    const entry = (await find('Forged cookie question'))!;
    await post(`/api/qna/${entry._id}/answers`, { name: 'Ngozi', answer: 'The only answer' });
    const answerId = (await find('Forged cookie question'))!.answers[0]!.id;
    const url = `/api/qna/${entry._id}/answers/${answerId}/helpful`;
    const forged = () =>
      app.inject({
        method: 'POST',
        url,
        payload: {},
        remoteAddress: freshAddress(),
        headers: { origin: testOrigin, cookie: 'visitor=chosen-by-me.not-a-signature' },
      });
    const response = await forged();
    expect(response.statusCode).toBe(200);
    // A new, signed id replaces the forged one.
    const given = response.cookies.find((each) => each.name === 'visitor')!;
    expect(given.value).not.toContain('chosen-by-me');
    expect((await forged()).statusCode).toBe(200);
  });

  it('holds one address to a ceiling of marks on one answer, and never shows an uncounted one', async () => {
    await post('/api/qna', { ...question, question: 'Ceiling question' });
    const entry = (await find('Ceiling question'))!;
    await post(`/api/qna/${entry._id}/answers`, { name: 'Ngozi', answer: 'Ceiling answer' });
    const answerId = (await find('Ceiling question'))!.answers[0]!.id;
    const url = `/api/qna/${entry._id}/answers/${answerId}/helpful`;
    const address = freshAddress();
    // A script dropping its cookie each time looks like a new browser each time.
    for (let i = 1; i <= communityLimits.helpfulPerAddress; i += 1)
      expect((await post(url, {}, address)).json()).toEqual({ helpful: i });
    const refused = await post(url, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/many helpful marks from your network/);
    const answer = (await find('Ceiling question'))!.answers[0]!;
    expect(answer.helpful).toBe(communityLimits.helpfulPerAddress);
    // Another network still can.
    expect((await post(url, {})).json()).toEqual({
      helpful: communityLimits.helpfulPerAddress + 1,
    });
  });

  it('adds an answer, counts helpful once per client, and orders most helpful first', async () => {
    await post('/api/qna', { ...question, question: 'Helpful test question' });
    const entry = (await find('Helpful test question'))!;
    expect(
      (await post(`/api/qna/${entry._id}/answers`, { name: 'Ngozi', answer: 'First answer' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await post(`/api/qna/${entry._id}/answers`, { name: 'Tunde', answer: 'Second answer' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await post(`/api/qna/${entry._id}/answers`, { name: 'T', answer: 'no' })).statusCode,
    ).toBe(400);
    const second = (await find('Helpful test question'))!.answers.find(
      (a) => a.content === 'Second answer',
    )!;
    const url = `/api/qna/${entry._id}/answers/${second.id}/helpful`;
    // Two students on one campus Wi-Fi: one address, two browsers, two marks.
    const campus = freshAddress();
    const ada = browser(campus);
    const first = await ada(url, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ helpful: 1 });
    const cookie = first.cookies.find((each) => each.name === 'visitor');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The same browser again: not counted twice, whatever its address now.
    expect((await ada(url, {})).statusCode).toBe(409);
    expect((await browser(campus)(url, {})).json()).toEqual({ helpful: 2 });
    const answers = (await find('Helpful test question'))!.answers;
    expect(answers.map((a) => a.content)).toEqual(['Second answer', 'First answer']);
    expect(answers[0]!.helpful).toBe(2);
    expect((await post(`/api/qna/${entry._id}/answers/nope/helpful`, {})).statusCode).toBe(404);
    expect(
      (await post('/api/qna/nope/answers', { name: 'A', answer: 'Lost answer' })).statusCode,
    ).toBe(404);
  });
});

describe('moderation', () => {
  it('hides and unhides questions and answers, deletes answers, staff only', async () => {
    await post('/api/qna', { ...question, question: 'Moderated question' });
    const entry = (await find('Moderated question'))!;
    await post(`/api/qna/${entry._id}/answers`, { name: 'Spam', answer: 'Buy things now' });
    const answer = (await find('Moderated question'))!.answers[0]!;
    const answerUrl = `/api/qna/${entry._id}/answers/${answer.id}`;

    expect(
      (await app.inject({ method: 'PATCH', url: answerUrl, payload: { hidden: true } })).statusCode,
    ).toBe(401);
    expect((await staff('PATCH', answerUrl, { hidden: 'yes' })).statusCode).toBe(400);
    expect((await staff('PATCH', answerUrl, { hidden: true })).statusCode).toBe(200);
    expect((await find('Moderated question'))!.answers).toEqual([]);
    expect((await app.inject(`/api/qna/${entry._id}`)).json().answers).toEqual([]);
    expect((await post(`${answerUrl}/helpful`, {})).statusCode).toBe(404);

    // Staff see hidden content on asking; nobody else may ask.
    expect((await app.inject('/api/qna?includeHidden=true')).statusCode).toBe(401);
    const all = qnaEntrySchema
      .array()
      .parse((await app.inject({ url: '/api/qna?includeHidden=true', headers: auth })).json());
    const seen = all.find((item) => item._id === entry._id)!;
    expect(seen.hidden).toBe(false);
    expect(seen.answers[0]).toMatchObject({ id: answer.id, hidden: true });

    const hide = await staff('PATCH', `/api/qna/${entry._id}`, { hidden: true });
    expect(hide.statusCode).toBe(200);
    expect(await find('Moderated question')).toBeUndefined();
    expect((await app.inject(`/api/qna/${entry._id}`)).statusCode).toBe(404);
    expect(
      (await post(`/api/qna/${entry._id}/answers`, { name: 'A', answer: 'Too late now' }))
        .statusCode,
    ).toBe(404);
    expect((await staff('PATCH', `/api/qna/${entry._id}`, { hidden: false })).statusCode).toBe(200);
    expect(await find('Moderated question')).toBeDefined();

    expect((await staff('PUT', `/api/qna/${entry._id}`, { answered: true })).json().answered).toBe(
      true,
    );
    expect((await staff('DELETE', answerUrl)).statusCode).toBe(204);
    expect((await staff('DELETE', answerUrl)).statusCode).toBe(404);
    expect((await staff('PATCH', '/api/qna/nope', { hidden: true })).statusCode).toBe(404);
  });

  it('lists, hides and deletes tutorial comments; hidden ones leave every public answer', async () => {
    const url = `/api/tutorials/${tutorialId}/comments`;
    expect((await post(url, { name: 'Ife', comment: 'Great $\\hbar$ notes' })).statusCode).toBe(
      201,
    );
    expect((await post(url, { name: 'Ife', comment: 'x' })).statusCode).toBe(400);
    expect(
      (await post(url, { name: 'Bot', comment: 'Spam comment', website: 'x' })).statusCode,
    ).toBe(201);
    expect(
      (await post('/api/tutorials/nope/comments', { name: 'Ife', comment: 'Lost comment' }))
        .statusCode,
    ).toBe(404);
    const comments = async () =>
      tutorialSchema.parse((await app.inject(`/api/tutorials/${tutorialId}`)).json()).comments;
    const comment = (await comments()).find((item) => item.content === 'Great $\\hbar$ notes')!;
    expect((await comments()).some((item) => item.content === 'Spam comment')).toBe(false);

    expect((await app.inject('/api/tutorial-comments')).statusCode).toBe(401);
    expect((await staff('PATCH', `${url}/${comment.id}`, { hidden: true })).statusCode).toBe(200);
    expect((await comments()).some((item) => item.id === comment.id)).toBe(false);
    const lists = tutorialSchema.array().parse((await app.inject('/api/tutorials')).json());
    expect(lists.flatMap((t) => t.comments).some((item) => item.id === comment.id)).toBe(false);
    const moderated = (await app.inject({ url: '/api/tutorial-comments', headers: auth })).json();
    expect(moderated.find((item: { id: string }) => item.id === comment.id)).toMatchObject({
      hidden: true,
    });
    const staffView = tutorialSchema.parse(
      (
        await app.inject({ url: `/api/tutorials/${tutorialId}?includeHidden=true`, headers: auth })
      ).json(),
    );
    expect(staffView.comments.find((item) => item.id === comment.id)?.hidden).toBe(true);
    expect((await app.inject(`/api/tutorials/${tutorialId}?includeHidden=true`)).statusCode).toBe(
      401,
    );
    expect((await staff('DELETE', `${url}/${comment.id}`)).statusCode).toBe(204);
    expect((await staff('DELETE', `${url}/${comment.id}`)).statusCode).toBe(404);
  });
});
