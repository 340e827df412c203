import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionResponseSchema, signInErrors } from '../../../contract/auth';
import {
  enrolledSignInSchema,
  twoFactorErrors,
  twoFactorSetupSchema,
} from '../../../contract/two-factor';
import { setTwoFactorRequiredForAdmins } from '../../auth/two-factor/policy';
import { authConfig, manualClock, sessionCookieFrom, signIn, testOrigin } from '../../test/staff';
import {
  auditDescriptions,
  challengeFor,
  challengeStep,
  codeAt,
  enrol,
  enrolledAccount,
  me,
  passwordStep,
  secondStep,
} from '../../test/two-factor';
import { buildTestApp } from '../../test/test-app';

/**
 * Signing in around the second factor: the admins' two-factor requirement, the audit log of each
 * step, and accounts without a second factor (the steps themselves: second-step.test.ts).
 */
const apps: FastifyInstance[] = [];
async function newApp(clock = manualClock()): Promise<FastifyInstance> {
  const app = await buildTestApp({ auth: authConfig({ now: clock.now }) });
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
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
