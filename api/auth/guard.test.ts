import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInErrors } from '../../contract/auth';
import { staffRepository } from '../../db/repositories/staff';
import { createStaff, foreignOrigin, signIn, testOrigin, testPassword } from '../test/staff';
import { buildTestApp } from '../test/test-app';

let app: FastifyInstance;
let admin: Record<string, string>;
let editor: Record<string, string>;
let handled = 0;

beforeAll(async () => {
  app = await buildTestApp();
  // A route added "later", by someone who knows nothing of the guard: no config at all.
  app.post('/api/later-feature/:id', async () => {
    handled += 1;
    return { ok: true };
  });
  app.delete('/api/later-feature/:id', async () => {
    handled += 1;
    return { ok: true };
  });
  admin = (await signIn(app, { role: 'admin' })).headers;
  editor = (await signIn(app, { role: 'editor' })).headers;
});
afterAll(async () => {
  await app.close();
});

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);
const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
/** A concrete path for a route pattern: every parameter becomes `1`, a wildcard `x`. */
const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');
const withoutOrigin = (headers: Record<string, string>) => ({ cookie: headers.cookie ?? '' });

describe('the route table', () => {
  it("lists every registered route, this test's late additions included", () => {
    const mutating = app.routeTable.filter(
      (route) => !readOnly.has(route.method) && isApi(route.url),
    );
    const names = mutating.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'PUT /api/auth/password',
        'POST /api/users',
        'PATCH /api/users/:id',
        'POST /api/users/:id/reset-password',
        'POST /api/later-feature/:id',
        'DELETE /api/later-feature/:id',
      ]),
    );
  });
});

describe('every non-GET route under /api', () => {
  it('answers 401 without a session, and 403 with a session from a foreign origin', async () => {
    const routes = app.routeTable.filter(
      (route) => !readOnly.has(route.method) && isApi(route.url) && route.access !== 'public',
    );
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const route of routes) {
      const method = route.method as 'POST';
      const url = concrete(route.url);
      const name = `${route.method} ${route.url}`;
      const send = (headers: Record<string, string>) =>
        app.inject({ method, url, headers, payload: {} });

      const anonymous: Record<string, string>[] = [
        { origin: testOrigin },
        {},
        { origin: foreignOrigin },
      ];
      for (const headers of anonymous) {
        const response = await send(headers);
        expect(response.statusCode, `${name} anonymous ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json(), name).toEqual({ error: signInErrors.required });
      }
      for (const session of [admin, editor]) {
        for (const headers of [
          { ...session, origin: foreignOrigin },
          { ...session, origin: 'null' },
          { ...session, origin: 'http://localhost:8080' },
          { ...withoutOrigin(session) },
          { ...withoutOrigin(session), 'sec-fetch-site': 'cross-site' },
          { ...withoutOrigin(session), 'sec-fetch-site': 'same-site' },
        ]) {
          const crossSite = await send(headers);
          expect(crossSite.statusCode, `${name} ${JSON.stringify(headers)}`).toBe(403);
          expect(crossSite.json(), name).toEqual({ error: signInErrors.crossSite });
        }
      }
    }
    expect(handled).toBe(0);
  });

  it('refuses public ones (sign-in, sign-out) from a foreign origin too', async () => {
    const routes = app.routeTable.filter(
      (route) => !readOnly.has(route.method) && isApi(route.url) && route.access === 'public',
    );
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/logout']),
    );
    for (const route of routes) {
      const method = route.method as 'POST';
      for (const headers of [{ origin: foreignOrigin }, {}, { 'sec-fetch-site': 'cross-site' }]) {
        const response = await app.inject({
          method,
          url: concrete(route.url),
          headers,
          payload: {},
        });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(
          403,
        );
      }
    }
  });
});

describe('same-origin requests', () => {
  it('pass with a matching Origin, or with Sec-Fetch-Site: same-origin and no Origin', async () => {
    const before = handled;
    const ok = [
      { ...editor },
      { ...editor, origin: 'http://localhost' },
      { ...withoutOrigin(editor), 'sec-fetch-site': 'same-origin' },
      { ...withoutOrigin(editor), host: 'psa.example.org', origin: 'https://psa.example.org' },
    ];
    for (const headers of ok) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/later-feature/7',
        headers,
        payload: {},
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect(handled).toBe(before + ok.length);
    const otherHost = await app.inject({
      method: 'POST',
      url: '/api/later-feature/7',
      headers: {
        ...withoutOrigin(editor),
        host: 'psa.example.org',
        origin: 'https://evil.psa.example.org',
      },
      payload: {},
    });
    expect(otherHost.statusCode).toBe(403);
  });
});

describe('a refused cross-site request changes nothing', () => {
  it('does not create an account', async () => {
    const before = await staffRepository(app.db).count();
    const response = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...admin, origin: foreignOrigin },
      payload: { email: 'csrf@example.org', name: 'CSRF', role: 'admin' },
    });
    expect(response.statusCode).toBe(403);
    expect(await staffRepository(app.db).count()).toBe(before);
  });

  it('does not sign anyone in (login CSRF)', async () => {
    const user = await createStaff(app, { role: 'editor' });
    const sessionsBefore = await app.db.selectFrom('staff_sessions').selectAll().execute();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: foreignOrigin },
      payload: { email: user.email, password: testPassword },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await app.db.selectFrom('staff_sessions').selectAll().execute()).toHaveLength(
      sessionsBefore.length,
    );
  });
});

describe('roles', () => {
  it('lets editors use content routes but not staff management', async () => {
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/later-feature/3', headers: editor }))
        .statusCode,
    ).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['POST', '/api/users'],
      ['PATCH', '/api/users/1'],
      ['POST', '/api/users/1/reset-password'],
      ['GET', '/api/activity'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: editor,
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ error: signInErrors.adminsOnly });
    }
    expect((await app.inject({ url: '/api/auth/me', headers: editor })).statusCode).toBe(200);
  });

  it('asks anonymous callers of staff-only GET routes to sign in', async () => {
    for (const url of ['/api/users', '/api/activity', '/api/auth/me']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('leaves unknown routes to answer 404', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/nope', payload: {} })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/nope', headers: admin })).statusCode,
    ).toBe(404);
  });
});
