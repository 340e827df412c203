import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { verify } from '@node-rs/argon2';
import type * as Argon2 from '@node-rs/argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionResponseSchema, signInErrors } from '../../../contract/auth';
import { createAccount } from '../../auth/accounts';
import { minutes } from '../../auth/clock';
import {
  authConfig,
  createStaff,
  foreignOrigin,
  manualClock,
  sessionCookieFrom,
  signIn,
  testOrigin,
  testPassword,
} from '../../test/staff';
import { buildTestApp } from '../../test/test-app';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

const apps: FastifyInstance[] = [];
async function newApp(...args: Parameters<typeof buildTestApp>): Promise<FastifyInstance> {
  const app = await buildTestApp(...args);
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

let nextAddress = 1;
/** A fresh client address per call, so the sign-in limits never get in the way of these tests. */
const freshAddress = () => `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function login(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: testOrigin, ...headers },
    payload: { email, password },
    remoteAddress: freshAddress(),
  });
}

const cookieHeader = (app: FastifyInstance, token: string) => ({
  cookie: `${app.auth.cookie.name}=${token}`,
});

describe('GET /api/auth/status', () => {
  it('says whether any staff account exists', async () => {
    const app = await newApp();
    const before = await app.inject('/api/auth/status');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ hasStaff: false });
    await createStaff(app);
    expect((await app.inject('/api/auth/status')).json()).toEqual({ hasStaff: true });
  });
});

describe('POST /api/auth/login', () => {
  it('answers the user and sets an HttpOnly, SameSite=Lax, Path=/ session cookie', async () => {
    const app = await newApp();
    const user = await createStaff(app, { email: 'ada@example.org', role: 'editor' });
    const response = await login(app, 'ada@example.org', testPassword);
    expect(response.statusCode).toBe(200);
    const body = sessionResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({
      id: user.id,
      email: 'ada@example.org',
      role: 'editor',
      disabled: false,
    });
    expect(body.user.lastLoginAt).not.toBeNull();
    expect(response.body).not.toMatch(/argon2|password/i);

    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Secure|Domain/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stores only a SHA-256 hash of the session id', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    const response = await login(app, user.email, testPassword);
    const token = sessionCookieFrom(app, response.headers['set-cookie']) ?? '';
    const rows = await app.db.selectFrom('staff_sessions').select('id').execute();
    expect(rows).toEqual([{ id: createHash('sha256').update(token).digest('hex') }]);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('matches the email case-insensitively', async () => {
    const app = await newApp();
    await createStaff(app, { email: 'grace@example.org' });
    expect((await login(app, 'Grace@Example.ORG', testPassword)).statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown email and a disabled account alike', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    await app.db
      .insertInto('staff_users')
      .values({
        id: 'disabled-1',
        email: 'gone@example.org',
        name: 'Gone',
        role: 'editor',
        password_hash: user.passwordHash,
        disabled: 1,
        created_at: new Date().toISOString(),
        last_login_at: null,
      })
      .execute();
    for (const [email, password] of [
      [user.email, 'wrong password!'],
      ['nobody@example.org', testPassword],
      ['gone@example.org', testPassword],
    ] as const) {
      const response = await login(app, email, password);
      expect(response.statusCode, email).toBe(401);
      expect(response.json()).toEqual({ error: signInErrors.invalid });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(signInErrors.invalid).toBe('Invalid email or password.');
  });

  it('verifies a hash for an unknown email too, so it costs as long as a wrong password', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    // Timing is the attacker's signal, but timings are no test: count the argon2 verifications.
    for (const email of [user.email, 'nobody@example.org']) {
      vi.mocked(verify).mockClear();
      expect((await login(app, email, 'not the password')).statusCode, email).toBe(401);
      expect(verify, email).toHaveBeenCalledTimes(1);
    }
  });

  it('compares passwords exactly: no trimming, no truncation', async () => {
    const app = await newApp();
    const long = `${'x'.repeat(127)}y`;
    await createAccount(app.db, new Date(), {
      email: 'spaces@example.org',
      name: 'S',
      role: 'editor',
      password: ' spaced password ',
    });
    await createAccount(app.db, new Date(), {
      email: 'long@example.org',
      name: 'L',
      role: 'editor',
      password: long,
    });
    expect((await login(app, 'spaces@example.org', 'spaced password')).statusCode).toBe(401);
    expect((await login(app, 'spaces@example.org', ' spaced password')).statusCode).toBe(401);
    expect((await login(app, 'spaces@example.org', ' spaced password ')).statusCode).toBe(200);
    expect((await login(app, 'long@example.org', `${'x'.repeat(127)}z`)).statusCode).toBe(401);
    expect((await login(app, 'long@example.org', `${long}extra`)).statusCode).toBe(401);
    expect((await login(app, 'long@example.org', long)).statusCode).toBe(200);
  });

  it('rotates the session: a cookie the browser had before signing in is never the session after', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    // An attacker-chosen id planted in the victim's browser…
    const planted = 'A'.repeat(43);
    const first = await login(app, user.email, testPassword, cookieHeader(app, planted));
    const issued = sessionCookieFrom(app, first.headers['set-cookie']);
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    expect(
      (await app.inject({ url: '/api/auth/me', headers: cookieHeader(app, planted) })).statusCode,
    ).toBe(401);

    // …or a live session from earlier: signing in again ends it and issues a new one.
    const second = await login(app, user.email, testPassword, cookieHeader(app, issued ?? ''));
    const reissued = sessionCookieFrom(app, second.headers['set-cookie']);
    expect(reissued).not.toBe(issued);
    expect(
      (await app.inject({ url: '/api/auth/me', headers: cookieHeader(app, issued ?? '') }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/api/auth/me', headers: cookieHeader(app, reissued ?? '') }))
        .statusCode,
    ).toBe(200);
  });

  it('validates the body', async () => {
    const app = await newApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: testOrigin },
      payload: { email: 'a@b.c' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user, or 401', async () => {
    const app = await newApp();
    const { headers, user } = await signIn(app, { role: 'editor' });
    const me = await app.inject({ url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(me.json()).user.id).toBe(user.id);
    expect(me.headers['cache-control']).toBe('no-store');

    const anonymous = await app.inject('/api/auth/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: signInErrors.required });
    expect(anonymous.headers['cache-control']).toBe('no-store');

    for (const junk of ['junk', 'B'.repeat(43), '']) {
      const response = await app.inject({ url: '/api/auth/me', headers: cookieHeader(app, junk) });
      expect(response.statusCode, junk).toBe(401);
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server: the old cookie no longer works (no replay)', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    const signedIn = await login(app, user.email, testPassword);
    const token = sessionCookieFrom(app, signedIn.headers['set-cookie']) ?? '';
    const headers = { ...cookieHeader(app, token), origin: testOrigin };

    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await app.db.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);

    const replay = await app.inject({ url: '/api/auth/me', headers });
    expect(replay.statusCode).toBe(401);
    const replayedWrite = await app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers,
      payload: { currentPassword: testPassword, newPassword: 'another password' },
    });
    expect(replayedWrite.statusCode).toBe(401);
  });

  it('refuses a cross-site sign-out', async () => {
    const app = await newApp();
    const { headers } = await signIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...headers, origin: foreignOrigin },
    });
    expect(response.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
  });
});

describe('session timeouts', () => {
  it('ends a session left idle longer than the idle timeout', async () => {
    const clock = manualClock();
    const app = await newApp({ auth: authConfig({ sessionIdleMinutes: 30, now: clock.now }) });
    const { headers } = await signIn(app);
    const me = () => app.inject({ url: '/api/auth/me', headers });

    clock.advance(minutes(29));
    expect((await me()).statusCode).toBe(200);
    // Activity moved the idle deadline on.
    clock.advance(minutes(29));
    expect((await me()).statusCode).toBe(200);
    clock.advance(minutes(30));
    expect((await me()).statusCode).toBe(401);
    expect(await app.db.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);
  });

  it('ends a session at the absolute timeout however active it is', async () => {
    const clock = manualClock();
    const app = await newApp({
      auth: authConfig({ sessionIdleMinutes: 120, sessionAbsoluteDays: 1, now: clock.now }),
    });
    const { headers } = await signIn(app);
    for (let hour = 1; hour < 24; hour += 1) {
      clock.advance(minutes(60));
      expect((await app.inject({ url: '/api/auth/me', headers })).statusCode, `hour ${hour}`).toBe(
        200,
      );
    }
    clock.advance(minutes(60));
    expect((await app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
  });

  it('accepts fractional minutes and days from the environment', async () => {
    const clock = manualClock();
    const app = await newApp({ auth: authConfig({ sessionIdleMinutes: 0.5, now: clock.now }) });
    const { headers } = await signIn(app);
    clock.advance(20_000);
    expect((await app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    clock.advance(31_000);
    expect((await app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
  });

  it('writes last-seen at most about once a minute, not on every request', async () => {
    const clock = manualClock();
    const app = await newApp({ auth: authConfig({ now: clock.now }) });
    const { headers } = await signIn(app);
    const lastSeen = async () =>
      (await app.db.selectFrom('staff_sessions').select('last_seen_at').executeTakeFirstOrThrow())
        .last_seen_at;
    const started = await lastSeen();
    clock.advance(30_000);
    await app.inject({ url: '/api/auth/me', headers });
    expect(await lastSeen()).toBe(started);
    clock.advance(31_000);
    await app.inject({ url: '/api/auth/me', headers });
    expect(await lastSeen()).toBe(clock.now().toISOString());
  });
});

describe('on https', () => {
  it('names the cookie __Host-session and marks it Secure; a plain `session` cookie counts for nothing', async () => {
    const app = await newApp({ publicUrl: 'https://psa.example.edu' });
    const user = await createStaff(app);
    const response = await login(app, user.email, testPassword, {
      origin: 'https://psa.example.edu',
    });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/);
    const token = sessionCookieFrom(app, response.headers['set-cookie']) ?? '';
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { cookie: `__Host-session=${token}` } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ url: '/api/auth/me', headers: { cookie: `session=${token}` } }))
        .statusCode,
    ).toBe(401);
  });

  it("accepts only PUBLIC_URL's origin", async () => {
    const app = await newApp({ publicUrl: 'https://psa.example.edu/' });
    const user = await createStaff(app);
    expect(
      (await login(app, user.email, testPassword, { origin: 'http://psa.example.edu' })).statusCode,
    ).toBe(403);
    expect((await login(app, user.email, testPassword, { origin: testOrigin })).statusCode).toBe(
      403,
    );
    expect(
      (await login(app, user.email, testPassword, { origin: 'https://psa.example.edu' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('Cache-Control: no-store', () => {
  it('is sent for every API response to a request carrying a session, and for the account routes', async () => {
    const app = await newApp();
    const { headers } = await signIn(app);
    expect((await app.inject({ url: '/api/site' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/api/site', headers })).headers['cache-control']).toBe(
      'no-store',
    );
    for (const url of ['/api/auth/status', '/api/auth/me', '/api/users', '/api/activity']) {
      expect((await app.inject({ url })).headers['cache-control'], url).toBe('no-store');
      expect((await app.inject({ url, headers })).headers['cache-control'], url).toBe('no-store');
    }
  });
});
