import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityResponseSchema } from '../../../contract/auth';
import { tutorialSchema } from '../../../contract/tutorials';
import { inboxRepository } from '../../../db/repositories/inbox';
import { storeSampleFiles } from '../../../db/seed/sample-files';
import { seedTutorials, tutorialFiles } from '../../../db/seed/tutorials';
import { isMutating } from '../../auth/access';
import { signIn, type SignedIn } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

/**
 * The activity log says what each action did and to which item (issue 22, item 7d): hiding a
 * tutorial comment reads 'hid a comment on the tutorial “…”', not 'updated a tutorial'.
 */
let app: FastifyInstance;
let admin: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signIn(app, { name: 'Ada Admin', email: 'ada@example.org' });
  await seedTutorials(app.db, await storeSampleFiles(app.media, tutorialFiles()));
});
afterAll(async () => app.close());

const send = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const response = await app.inject({ method, url, headers: admin.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.body ? (response.json() as Record<string, unknown>) : {};
};

/** The newest entry's description. */
async function lastDescription(): Promise<string | null> {
  const response = await app.inject({ url: '/api/activity?limit=1', headers: admin.headers });
  return activityResponseSchema.parse(response.json()).entries[0]?.description ?? null;
}

describe('the activity log names the kind and the item of every action', () => {
  it('declares how every staff mutation is described, or that it is not logged', () => {
    const undescribed = app.routeTable
      .filter((route) => route.url.startsWith('/api/') && isMutating(route.method))
      .filter((route) => route.audit !== false && !route.audit?.describe)
      .map((route) => `${route.method} ${route.url}`);
    expect(undescribed).toEqual([]);
  });

  it('hiding, showing and deleting a tutorial comment name the comment and its tutorial', async () => {
    const [tutorial] = tutorialSchema.array().parse((await app.inject('/api/tutorials')).json());
    const url = `/api/tutorials/${tutorial!._id}/comments`;
    await send('POST', url, { name: 'Ada', comment: 'Clear notes, thank you' });
    expect(await lastDescription()).toBe(`commented on the tutorial “${tutorial!.title}”`);

    const comments = (
      await app.inject({ url: '/api/tutorial-comments', headers: admin.headers })
    ).json() as { id: string; content: string }[];
    const comment = comments.find((item) => item.content === 'Clear notes, thank you')!;
    await send('PATCH', `${url}/${comment.id}`, { hidden: true });
    expect(await lastDescription()).toBe(`hid a comment on the tutorial “${tutorial!.title}”`);
    await send('PATCH', `${url}/${comment.id}`, { hidden: false });
    expect(await lastDescription()).toBe(`unhid a comment on the tutorial “${tutorial!.title}”`);
    await send('DELETE', `${url}/${comment.id}`);
    expect(await lastDescription()).toBe(`deleted a comment on the tutorial “${tutorial!.title}”`);
  });

  it('content: created, updated and deleted, each naming the item, a deleted one too', async () => {
    const news = await send('POST', '/api/academic-news', {
      name: 'Editor',
      title: 'Welcome week',
      summary: 'It starts on Monday.',
      date: '2026-09-01',
    });
    expect(await lastDescription()).toBe('created the news item “Welcome week”');
    await send('PUT', `/api/academic-news/${String(news._id)}`, { title: 'Welcome fortnight' });
    expect(await lastDescription()).toBe('updated the news item “Welcome fortnight”');
    await send('DELETE', `/api/academic-news/${String(news._id)}`);
    expect(await lastDescription()).toBe('deleted the news item “Welcome fortnight”');

    const event = await send('POST', '/api/events', { event: 'Exams begin', date: '2026-02-10' });
    expect(await lastDescription()).toBe('created the calendar event “Exams begin”');
    await send('DELETE', `/api/events/${String(event._id)}`);
    expect(await lastDescription()).toBe('deleted the calendar event “Exams begin”');

    const entry = await send('POST', '/api/timetable?allowClash=true', {
      day: 'Tuesday',
      startTime: '08:00',
      endTime: '10:00',
      course: 'PHY 201',
      venue: 'LT1',
      category: 'all',
      level: '200L',
    });
    await send('PATCH', `/api/timetable/${String(entry._id)}`, { venue: 'LT2' });
    expect(await lastDescription()).toBe('updated the class “PHY 201, Tuesday 8:00 AM - 10:00 AM”');
  });

  it('inbox and staff accounts say what was done to whom', async () => {
    const item = await inboxRepository(app.db).create(
      {
        kind: 'contact',
        name: 'Musa Bello',
        email: 'musa@example.org',
        subject: 'Guest talk',
        message: 'Hi',
      },
      new Date().toISOString(),
    );
    await send('PATCH', `/api/inbox/${item.id}`, { handled: true });
    expect(await lastDescription()).toBe('handled the message “Guest talk” from “Musa Bello”');
    await send('DELETE', `/api/inbox/${item.id}`);
    expect(await lastDescription()).toBe('deleted the message “Guest talk” from “Musa Bello”');

    const created = await send('POST', '/api/users', {
      name: 'Eddie Editor',
      email: 'eddie@example.org',
      role: 'editor',
    });
    expect(await lastDescription()).toBe(
      'created the staff account “Eddie Editor <eddie@example.org>”',
    );
    const id = (created.user as { id: string }).id;
    await send('PATCH', `/api/users/${id}`, { disabled: true });
    expect(await lastDescription()).toBe(
      'disabled the staff account “Eddie Editor <eddie@example.org>”',
    );
  });
});
