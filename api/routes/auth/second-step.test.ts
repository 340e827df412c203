import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionResponseSchema } from '../../../contract/auth';
import { twoFactorErrors } from '../../../contract/two-factor';
import { minutes } from '../../auth/clock';
import { authConfig, foreignOrigin, manualClock, sessionCookieFrom } from '../../test/staff';
import {
  challengeFor,
  codeAt,
  cookieValue,
  enrolledAccount,
  me,
  passwordStep,
  secondStep,
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
