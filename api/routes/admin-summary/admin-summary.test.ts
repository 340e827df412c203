import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { adminSummarySchema } from '../../../contract/admin';
import { photosRepository } from '../../../db/repositories/photos';
import { timetableRepository } from '../../../db/repositories/timetable';
import { authConfig, foreignOrigin, manualClock, signIn, staffHeaders } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app whose clock reads 2026-11-22, so "today or later" is fixed. */
async function newApp(): Promise<FastifyInstance> {
  const app = await buildTestApp({ auth: authConfig({ now: manualClock().now }) });
  apps.push(app);
  return app;
}

async function post(
  app: FastifyInstance,
  headers: Record<string, string>,
  url: string,
  payload: object,
) {
  const response = await app.inject({ method: 'POST', url, headers, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
}

const event = (title: string, date: string) => ({
  title,
  date,
  time: '10:00 AM',
  location: 'Lecture Theatre 1',
  description: 'A talk',
  organizer: 'PSA',
});

describe('GET /api/admin/summary', () => {
  it('answers zero counts and no activity on an empty site', async () => {
    const app = await newApp();
    const headers = await staffHeaders(app, 'editor');
    const response = await app.inject({ url: '/api/admin/summary', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(adminSummarySchema.parse(response.json())).toEqual({
      counts: {
        academicNews: 0,
        upcomingEvents: 0,
        upcomingEventsAhead: 0,
        photos: 0,
        timetableClasses: 0,
        calendarEvents: 0,
      },
      recentActivity: [],
      backup: { lastAt: null, scheduled: false },
    });
  });

  it('counts each kind of content and lists the 8 latest changes, newest first', async () => {
    const app = await newApp();
    const editor = await signIn(app, { role: 'editor', email: 'editor@example.org' });
    const { headers } = editor;

    for (const title of ['Colloquium', 'Results', 'Lab open day']) {
      await post(app, headers, '/api/academic-news', {
        name: 'Ada',
        title,
        summary: 'Summary',
        date: '2026-11-20',
        category: 'academic',
      });
    }
    await post(app, headers, '/api/upcoming-events', event('Past talk', '2026-11-21'));
    await post(app, headers, '/api/upcoming-events', event('Today', '2026-11-22'));
    await post(app, headers, '/api/upcoming-events', event('Next week', '2026-11-29'));
    await post(app, headers, '/api/events', {
      event: 'Exams begin',
      date: '2026-12-01',
      type: 'exam',
    });
    await post(app, headers, '/api/timetable', {
      day: 'Monday',
      time: '8:00 AM',
      course: 'PHY 101',
      venue: 'LT1',
    });
    await post(app, headers, '/api/timetable', {
      day: 'Tuesday',
      time: '9:00 AM',
      course: 'PHY 102',
      venue: 'LT2',
    });
    // Photos arrive by multipart upload; a row is enough to be counted.
    await photosRepository(app.db).create({
      url: '/media/p/a.webp',
      label: 'Dinner',
      category: 'alumni',
    });
    // The next semester's copy under review is not part of the timetable yet.
    await timetableRepository(app.db).copyLiveToDraft();

    const response = await app.inject({ url: '/api/admin/summary', headers });
    expect(response.statusCode).toBe(200);
    const summary = adminSummarySchema.parse(response.json());
    expect(summary.counts).toEqual({
      academicNews: 3,
      upcomingEvents: 3,
      upcomingEventsAhead: 2,
      photos: 1,
      timetableClasses: 2,
      calendarEvents: 1,
    });
    // Nine changes were made through the API; the summary shows the latest eight.
    expect(summary.recentActivity).toHaveLength(8);
    expect(summary.recentActivity.map((entry) => [entry.resource, entry.action])).toEqual([
      ['timetable', 'create'],
      ['timetable', 'create'],
      ['events', 'create'],
      ['upcoming-events', 'create'],
      ['upcoming-events', 'create'],
      ['upcoming-events', 'create'],
      ['academic-news', 'create'],
      ['academic-news', 'create'],
    ]);
    expect(summary.recentActivity[0]).toMatchObject({
      userEmail: 'editor@example.org',
      userId: editor.user.id,
      method: 'POST',
      path: '/api/timetable',
    });
  });

  it('is for signed-in staff only, and a GET needs no same-origin header', async () => {
    const app = await newApp();
    const anonymous = await app.inject({ url: '/api/admin/summary' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Sign in required' });

    const { cookie } = await staffHeaders(app, 'editor');
    const fromElsewhere = await app.inject({
      url: '/api/admin/summary',
      headers: { cookie, origin: foreignOrigin },
    });
    expect(fromElsewhere.statusCode).toBe(200);
    const admin = await staffHeaders(app, 'admin');
    expect((await app.inject({ url: '/api/admin/summary', headers: admin })).statusCode).toBe(200);
  });
});
