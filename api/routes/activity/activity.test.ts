import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activityResponseSchema, type AuditEntry } from '../../../contract/auth';
import { actionOf, idInPayload, resourceOf } from '../../auth/audit';
import { signIn, testOrigin, testPassword, type SignedIn } from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The real app plus a content-like resource, written the way later features will be. */
async function appWithWidgets(): Promise<FastifyInstance> {
  const app = await buildTestApp();
  apps.push(app);
  app.post(
    '/api/test-notes',
    { schema: { body: z.object({ title: z.string() }) } },
    async (_request, reply) => reply.code(201).send({ _id: 'news-1', title: 'Hello' }),
  );
  app.put('/api/test-notes/:id', async () => ({ ok: true }));
  app.delete('/api/test-notes/:id', async (_request, reply) => reply.code(204).send());
  app.post('/api/test-albums/:id/publish', async () => ({ ok: true }));
  app.post('/api/broken', async () => {
    throw new Error('boom');
  });
  return app;
}

async function activity(app: FastifyInstance, who: SignedIn, query = ''): Promise<AuditEntry[]> {
  const response = await app.inject({ url: `/api/activity${query}`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return activityResponseSchema.parse(response.json()).entries;
}

describe('the audit log', () => {
  it('records every successful mutation by staff, derived from the route alone, newest first', async () => {
    const app = await appWithWidgets();
    const admin = await signIn(app, { email: 'admin@example.org' });
    const editor = await signIn(app, { role: 'editor', email: 'editor@example.org' });
    const send = (
      who: SignedIn,
      method: 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) => app.inject({ method, url, headers: who.headers, payload });

    expect((await send(editor, 'POST', '/api/test-notes', { title: 'Hello' })).statusCode).toBe(
      201,
    );
    expect((await send(editor, 'PUT', '/api/test-notes/news-1?draft=1', {})).statusCode).toBe(200);
    expect((await send(admin, 'POST', '/api/test-albums/p-9/publish', {})).statusCode).toBe(200);
    expect((await send(admin, 'DELETE', '/api/test-notes/news-1')).statusCode).toBe(204);
    // Failures are not changes: a 400, a 500, a refused or an anonymous request records nothing.
    expect((await send(editor, 'POST', '/api/test-notes', { title: 7 })).statusCode).toBe(400);
    expect((await send(editor, 'POST', '/api/broken', {})).statusCode).toBe(500);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: '/api/test-notes/x',
          headers: { origin: testOrigin },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await send(editor, 'POST', '/api/users', {
          email: 'x@example.org',
          name: 'X',
          role: 'admin',
        })
      ).statusCode,
    ).toBe(403);

    const entries = await activity(app, admin);
    expect(
      entries.map(({ userEmail, resource, resourceId, action, method, path }) => ({
        userEmail,
        resource,
        resourceId,
        action,
        method,
        path,
      })),
    ).toEqual([
      {
        userEmail: 'admin@example.org',
        resource: 'test-notes',
        resourceId: 'news-1',
        action: 'delete',
        method: 'DELETE',
        path: '/api/test-notes/news-1',
      },
      {
        userEmail: 'admin@example.org',
        resource: 'test-albums',
        resourceId: 'p-9',
        action: 'update',
        method: 'POST',
        path: '/api/test-albums/p-9/publish',
      },
      {
        userEmail: 'editor@example.org',
        resource: 'test-notes',
        resourceId: 'news-1',
        action: 'update',
        method: 'PUT',
        path: '/api/test-notes/news-1',
      },
      {
        userEmail: 'editor@example.org',
        resource: 'test-notes',
        resourceId: 'news-1',
        action: 'create',
        method: 'POST',
        path: '/api/test-notes',
      },
    ]);
    expect(entries[3]?.userId).toBe(editor.user.id);
    expect(Date.parse(entries[0]?.createdAt ?? '')).not.toBeNaN();
  });

  it('records staff management, sign-in and sign-out, and never a password', async () => {
    const app = await appWithWidgets();
    const admin = await signIn(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.headers,
      payload: { email: 'new@example.org', name: 'New', role: 'editor' },
    });
    const { user, oneTimePassword } = created.json() as {
      user: { id: string };
      oneTimePassword: string;
    };
    await app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: admin.headers,
      payload: { name: 'Renamed' },
    });
    await app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/reset-password`,
      headers: admin.headers,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: testOrigin },
      payload: { email: admin.user.email, password: testPassword },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: testOrigin },
    });
    // A failed sign-in is not recorded (no one is signed in).
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: testOrigin },
      payload: { email: 'x@example.org', password: 'wrong password' },
    });

    const entries = await activity(app, admin);
    expect(entries.map((entry) => [entry.resource, entry.action, entry.resourceId])).toEqual([
      ['sign-out', 'other', null],
      ['sign-in', 'other', admin.user.id],
      ['users', 'update', user.id],
      ['users', 'update', user.id],
      ['users', 'create', user.id],
    ]);
    const rows = await app.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(oneTimePassword);
    expect(JSON.stringify(rows)).not.toContain(testPassword);
  });

  it('answers the latest `limit` entries, admins only', async () => {
    const app = await appWithWidgets();
    const admin = await signIn(app);
    const editor = await signIn(app, { role: 'editor' });
    for (let index = 0; index < 3; index += 1) {
      await app.inject({
        method: 'PUT',
        url: `/api/test-notes/n${index}`,
        headers: editor.headers,
        payload: {},
      });
    }
    expect((await activity(app, admin, '?limit=2')).map((entry) => entry.resourceId)).toEqual([
      'n2',
      'n1',
    ]);
    expect(await activity(app, admin)).toHaveLength(3);
    for (const limit of ['0', '201', 'many']) {
      expect(
        (await app.inject({ url: `/api/activity?limit=${limit}`, headers: admin.headers }))
          .statusCode,
        limit,
      ).toBe(400);
    }
    expect((await app.inject({ url: '/api/activity', headers: editor.headers })).statusCode).toBe(
      403,
    );
    expect((await app.inject({ url: '/api/activity' })).statusCode).toBe(401);
  });
});

describe('deriving an entry from a route', () => {
  it('takes the resource from the URL pattern and the action from the method', () => {
    expect(resourceOf('/api/academic-news/:id')).toBe('academic-news');
    expect(resourceOf('/api/upcoming-events')).toBe('upcoming-events');
    expect(actionOf('POST', '/api/upcoming-events')).toBe('create');
    expect(actionOf('POST', '/api/users/:id/reset-password')).toBe('update');
    expect(actionOf('PATCH', '/api/users/:id')).toBe('update');
    expect(actionOf('PUT', '/api/x/:id')).toBe('update');
    expect(actionOf('DELETE', '/api/x/:id')).toBe('delete');
  });

  it("finds a created item's id in the response", () => {
    expect(idInPayload({ _id: 'a' })).toBe('a');
    expect(idInPayload({ id: 7 })).toBe('7');
    expect(idInPayload({ user: { id: 'u' }, oneTimePassword: 'secret' })).toBe('u');
    expect(idInPayload({ ok: true })).toBeUndefined();
    expect(idInPayload('text')).toBeUndefined();
  });
});
