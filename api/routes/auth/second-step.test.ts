import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionResponseSchema, signInErrors } from '../../../contract/auth';
import {
  enrolledSignInSchema,
  twoFactorErrors,
  twoFactorSetupSchema,
} from '../../../contract/two-factor';
import { minutes } from '../../auth/clock';
import { setTwoFactorRequiredForAdmins } from '../../auth/two-factor/policy';
import {
  authConfig,
  foreignOrigin,
  manualClock,
  sessionCookieFrom,
  signIn,
  testOrigin,
} from '../../test/staff';
import {
  auditDescriptions,
  challengeFor,
  challengeStep,
  codeAt,
  cookieValue,
  enrol,
  passwordStep,
} from '../../test/two-factor';
import { fakeTime } from '../../test/fake-time';
import { buildTestApp } from '../../test/test-app';

const apps: FastifyInstance[] = [];
async function newApp(clock = manualClock()): Promise<FastifyInstance> {
  const app = await buildTestApp({ auth: authConfig({ now: clock.now }) });
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const secondStep = (
  app: FastifyInstance,
  token: string | undefined,
  code: string,
  address?: string,
) => challengeStep(app, '/api/auth/login/two-factor', token, { code }, address);

const me = (app: FastifyInstance, token: string | undefined) =>
  app.inject({ url: '/api/auth/me', headers: { cookie: `${app.auth.cookie.name}=${token}` } });

/** An account with two-factor sign-in on, signed out again (its set-up session is ended). */
async function enrolledAccount(app: FastifyInstance, role: 'admin' | 'editor' = 'editor') {
  const signedIn = await signIn(app, { role });
  const factor = await enrol(app, signedIn.headers);
  await app.db.deleteFrom('staff_sessions').execute();
  return { ...signedIn, ...factor };
}

describe('signing in with a second factor', () => {
  it('a right password starts a challenge, not a session; a code from the app finishes it', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    const { user, secret } = await enrolledAccount(app);
    clock.advance(30_000);

    const { response, token } = await challengeFor(app, user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ next: 'two-factor' });
    expect(sessionCookieFrom(app, response.headers['set-cookie'])).toBeUndefined();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^sign-in=.*; Max-Age=600; .*HttpOnly/);
    expect(await app.db.selectFrom('staff_sessions').selectAll().execute()).toEqual([]);

    const done = await secondStep(app, token, await codeAt(app, secret));
    expect(done.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(done.json()).user.email).toBe(user.email);
    const session = sessionCookieFrom(app, done.headers['set-cookie']);
    expect((await me(app, session)).statusCode).toBe(200);
    // The challenge is spent: the cookie is cleared and the row gone.
    expect(cookieValue(done, 'sign-in')).toBe('');
    expect(await app.db.selectFrom('sign_in_challenges').selectAll().execute()).toEqual([]);
    expect((await secondStep(app, token, await codeAt(app, secret))).statusCode).toBe(401);
  });

  it('refuses a wrong code, a missing challenge and an expired one', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    const { user, secret } = await enrolledAccount(app);
    clock.advance(30_000);
    const { token } = await challengeFor(app, user.email);

    const wrong = await secondStep(app, token, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: twoFactorErrors.wrongCode,
      fields: { code: twoFactorErrors.wrongCode },
    });
    const none = await secondStep(app, undefined, await codeAt(app, secret));
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: twoFactorErrors.expired });

    clock.advance(minutes(10));
    const late = await secondStep(app, token, await codeAt(app, secret));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ error: twoFactorErrors.expired });
  });

  it('refuses a replayed code: the confirming code, and a code already used to sign in', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    const { user, secret } = await enrolledAccount(app);

    // Same time step as the code that turned it on: refused.
    const first = await challengeFor(app, user.email);
    expect((await secondStep(app, first.token, await codeAt(app, secret))).statusCode).toBe(401);

    clock.advance(30_000);
    const code = await codeAt(app, secret);
    expect((await secondStep(app, first.token, code)).statusCode).toBe(200);
    // The same code again, in a fresh sign-in a few seconds later: refused.
    clock.advance(5_000);
    const second = await challengeFor(app, user.email);
    const replay = await secondStep(app, second.token, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: twoFactorErrors.wrongCode });
    // The next step's code works.
    clock.advance(30_000);
    expect((await secondStep(app, second.token, await codeAt(app, secret))).statusCode).toBe(200);
  });

  it('of two sign-ins racing with the same code, one succeeds', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    const { user, secret } = await enrolledAccount(app);
    clock.advance(30_000);
    const a = await challengeFor(app, user.email);
    const b = await challengeFor(app, user.email);
    const code = await codeAt(app, secret);
    const answers = await Promise.all([
      secondStep(app, a.token, code),
      secondStep(app, b.token, code),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it('accepts each recovery code once, typed in any case and without its hyphen', async () => {
    const app = await newApp();
    const { user, recoveryCodes, headers } = await enrolledAccount(app);
    const code = recoveryCodes[0] ?? '';

    const first = await challengeFor(app, user.email);
    const used = await secondStep(app, first.token, ` ${code.replace('-', '').toUpperCase()} `);
    expect(used.statusCode).toBe(200);

    const second = await challengeFor(app, user.email);
    expect((await secondStep(app, second.token, code)).statusCode).toBe(401);
    const another = await secondStep(app, second.token, recoveryCodes[1] ?? '');
    expect(another.statusCode).toBe(200);

    const session = sessionCookieFrom(app, another.headers['set-cookie']);
    const status = await app.inject({
      url: '/api/auth/two-factor',
      headers: { ...headers, cookie: `${app.auth.cookie.name}=${session}` },
    });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 8 });
  });

  it('comes from the site’s own origin only', async () => {
    const app = await newApp();
    const { user } = await enrolledAccount(app);
    const { token } = await challengeFor(app, user.email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      headers: { origin: foreignOrigin, cookie: `sign-in=${token}` },
      payload: { code: '123456' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('a disabled account cannot finish a sign-in it started', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    const { user, secret } = await enrolledAccount(app);
    clock.advance(30_000);
    const { token } = await challengeFor(app, user.email);
    await app.db
      .updateTable('staff_users')
      .set({ disabled: 1 })
      .where('id', '=', user.id)
      .execute();
    expect((await secondStep(app, token, await codeAt(app, secret))).statusCode).toBe(401);
  });
});

describe('the sign-in limits cover the second step', () => {
  // The limits (ADR 0007) read Date itself: time is moved with fakeTime, not the app's clock alone.
  afterEach(() => vi.useRealTimers());

  it('five wrong tries block that client for the account, and a right password does not lift it', async () => {
    const clock = fakeTime();
    const app = await newApp(clock);
    const { user, secret } = await enrolledAccount(app);
    clock.advance(30_000);
    // One browser on one network (the limits count per account and address).
    const address = '192.0.2.5';

    // The password step counts as one try until the second step succeeds…
    const { token } = await challengeFor(app, user.email, address);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await secondStep(app, token, '000000', address)).statusCode, `try ${attempt}`).toBe(
        401,
      );
    const blocked = await secondStep(app, token, await codeAt(app, secret), address);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error).toMatch(/^Too many sign-in attempts/);
    // …so signing in again with the right password does not reset the count.
    expect((await passwordStep(app, user.email, { address })).statusCode).toBe(429);

    clock.advance(minutes(15));
    const again = await challengeFor(app, user.email, address);
    // The account's earlier failures space its attempts out (a second or two): a person takes
    // longer than that to type the code.
    clock.advance(5_000);
    expect(
      (await secondStep(app, again.token, await codeAt(app, secret), address)).statusCode,
    ).toBe(200);
    // Success clears the account's failures.
    const next = await challengeFor(app, user.email, address);
    expect(next.response.statusCode).toBe(200);
  });

  it('counts wrong codes per address too', async () => {
    const clock = fakeTime();
    const app = await newApp(clock);
    const accounts = [];
    for (let index = 0; index < 7; index += 1) accounts.push(await enrolledAccount(app));
    clock.advance(30_000);
    const address = '192.0.2.7';
    const tokens = [];
    for (const account of accounts)
      tokens.push((await challengeFor(app, account.user.email, address)).token);
    // Three wrong codes for each of seven accounts from one address: no account reaches its own
    // limit, but the address reaches its 20.
    const statuses = [];
    for (let round = 0; round < 3; round += 1)
      for (const token of tokens)
        statuses.push((await secondStep(app, token, '000000', address)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    const last = accounts[6]!;
    const code = await codeAt(app, last.secret);
    expect((await secondStep(app, tokens[6], code, address)).statusCode).toBe(429);
    expect((await secondStep(app, tokens[6], code)).statusCode).toBe(200);
  });

  it('right passwords and right codes do not use up an address’s attempts (an office behind one address)', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    const accounts = [];
    for (let index = 0; index < 6; index += 1) accounts.push(await enrolledAccount(app));
    clock.advance(30_000);
    for (const account of accounts) {
      const { token } = await challengeFor(app, account.user.email, '192.0.2.8');
      const done = await secondStep(app, token, await codeAt(app, account.secret), '192.0.2.8');
      expect(done.statusCode, account.user.email).toBe(200);
    }
  });
});

describe('“Require two-factor sign-in for admins”', () => {
  it('sends an admin without it to set it up before any session starts', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    await setTwoFactorRequiredForAdmins(app.db, true, clock.now());
    const admin = await signIn(app, { role: 'admin' });
    await app.db.deleteFrom('staff_sessions').execute();

    const { response, token } = await challengeFor(app, admin.user.email);
    expect(response.json()).toEqual({ next: 'enrol' });
    expect(sessionCookieFrom(app, response.headers['set-cookie'])).toBeUndefined();
    // A code step is not what this challenge allows.
    expect((await secondStep(app, token, '123456')).statusCode).toBe(401);

    const setup = await challengeStep(app, '/api/auth/login/enrol', token);
    expect(setup.statusCode).toBe(200);
    const { secret } = twoFactorSetupSchema.parse(setup.json());
    const wrong = await challengeStep(app, '/api/auth/login/enrol/confirm', token, {
      code: '000000',
    });
    expect(wrong.statusCode).toBe(401);
    const done = await challengeStep(app, '/api/auth/login/enrol/confirm', token, {
      code: await codeAt(app, secret),
    });
    expect(done.statusCode).toBe(200);
    const body = enrolledSignInSchema.parse(done.json());
    expect(body.recoveryCodes).toHaveLength(10);
    expect((await me(app, sessionCookieFrom(app, done.headers['set-cookie']))).statusCode).toBe(
      200,
    );

    // From now on the admin signs in with a code.
    clock.advance(30_000);
    const next = await challengeFor(app, admin.user.email);
    expect(next.response.json()).toEqual({ next: 'two-factor' });
    expect((await secondStep(app, next.token, await codeAt(app, secret))).statusCode).toBe(200);
  });

  it('leaves editors alone, and is off by default', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    const admin = await signIn(app, { role: 'admin' });
    const editor = await signIn(app, { role: 'editor' });
    expect((await passwordStep(app, admin.user.email)).json()).toHaveProperty('user');
    await setTwoFactorRequiredForAdmins(app.db, true, clock.now());
    expect((await passwordStep(app, editor.user.email)).json()).toHaveProperty('user');
    expect((await passwordStep(app, admin.user.email)).json()).toEqual({ next: 'enrol' });
  });

  it('an admin cannot turn it off while it is required', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    const admin = await signIn(app, { role: 'admin' });
    const { secret } = await enrol(app, admin.headers);
    await setTwoFactorRequiredForAdmins(app.db, true, clock.now());
    clock.advance(30_000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      headers: admin.headers,
      payload: { password: admin.password, code: await codeAt(app, secret) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: twoFactorErrors.requiredForAdmins });
    const status = await app.inject({ url: '/api/auth/two-factor', headers: admin.headers });
    expect(status.json()).toMatchObject({ enabled: true, required: true });
  });
});

describe('the audit log of signing in', () => {
  it('records a code, a recovery code, a failed second step and an enrolment at sign-in', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    const { user, secret, recoveryCodes } = await enrolledAccount(app);
    clock.advance(30_000);
    const { token } = await challengeFor(app, user.email);
    await secondStep(app, token, '000000');
    await secondStep(app, token, await codeAt(app, secret));
    const again = await challengeFor(app, user.email);
    await secondStep(app, again.token, recoveryCodes[0] ?? '');

    await setTwoFactorRequiredForAdmins(app.db, true, clock.now());
    const admin = await signIn(app, { role: 'admin' });
    const enrolling = await challengeFor(app, admin.user.email);
    const setup = await challengeStep(app, '/api/auth/login/enrol', enrolling.token);
    const { secret: adminSecret } = twoFactorSetupSchema.parse(setup.json());
    await challengeStep(app, '/api/auth/login/enrol/confirm', enrolling.token, {
      code: await codeAt(app, adminSecret),
    });

    const entries = await app.db
      .selectFrom('audit_log')
      .select(['user_email', 'description', 'resource'])
      .orderBy('id', 'desc')
      .limit(5)
      .execute();
    expect(entries).toEqual([
      {
        user_email: admin.user.email,
        description: 'turned on two-factor sign-in and signed in',
        resource: 'two-factor',
      },
      {
        user_email: admin.user.email,
        description: 'started setting up two-factor sign-in, required to sign in',
        resource: 'sign-in',
      },
      {
        user_email: user.email,
        description: 'signed in with a recovery code',
        resource: 'sign-in',
      },
      {
        user_email: user.email,
        description: 'signed in with a code from their app',
        resource: 'sign-in',
      },
      {
        user_email: user.email,
        description: 'failed the second sign-in step (wrong code)',
        resource: 'sign-in',
      },
    ]);
    // The password step alone is no sign-in: it writes nothing.
    expect(await auditDescriptions(app)).not.toContain('signed in');
  });
});

describe('without two-factor sign-in', () => {
  it('the password alone still signs in, as before', async () => {
    const app = await newApp();
    const { user } = await signIn(app, { role: 'editor' });
    const response = await passwordStep(app, user.email);
    expect(response.statusCode).toBe(200);
    expect(sessionResponseSchema.parse(response.json()).user.id).toBe(user.id);
    expect(sessionCookieFrom(app, response.headers['set-cookie'])).toBeDefined();
    expect(signInErrors.invalid).toBeDefined();
    expect(testOrigin).toBe('http://localhost:80');
  });
});
