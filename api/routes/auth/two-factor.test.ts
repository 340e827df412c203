import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  recoveryCodeCount,
  recoveryCodesSchema,
  twoFactorErrors,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../contract/two-factor';
import { minutes } from '../../auth/clock';
import { authConfig, manualClock, signIn, testPassword } from '../../test/staff';
import {
  auditDescriptions,
  challengeFor,
  challengeStep,
  codeAt,
  enrol,
  passwordStep,
} from '../../test/two-factor';
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

type Headers = { cookie: string; origin: string };

async function status(app: FastifyInstance, headers: Headers) {
  const response = await app.inject({ url: '/api/auth/two-factor', headers });
  expect(response.statusCode).toBe(200);
  return twoFactorStatusSchema.parse(response.json());
}

const post = (app: FastifyInstance, url: string, headers: Headers, payload?: object) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

describe('setting up two-factor sign-in on one’s own account', () => {
  it('shows a QR code and the secret, and turns on with a first code from the app', async () => {
    const app = await newApp();
    const { headers, user } = await signIn(app, { role: 'editor' });
    expect(await status(app, headers)).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const setup = twoFactorSetupSchema.parse(
      (await post(app, '/api/auth/two-factor/setup', headers)).json(),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const issuer = encodeURIComponent(app.auth.issuer);
    expect(setup.uri).toBe(
      `otpauth://totp/${issuer}:${encodeURIComponent(user.email)}?secret=${setup.secret}&issuer=${issuer}`,
    );
    expect(setup.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
    // Waiting for its code, it is not on yet: signing in still needs only the password.
    expect((await status(app, headers)).enabled).toBe(false);
    expect((await passwordStep(app, user.email)).json()).toHaveProperty('user');

    const wrong = await post(app, '/api/auth/two-factor/confirm', headers, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: twoFactorErrors.wrongCode,
      fields: { code: twoFactorErrors.wrongCode },
    });
    const malformed = await post(app, '/api/auth/two-factor/confirm', headers, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);

    const code = await codeAt(app, setup.secret);
    const confirmed = await post(app, '/api/auth/two-factor/confirm', headers, {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = recoveryCodesSchema.parse(confirmed.json());
    expect(recoveryCodes).toHaveLength(recoveryCodeCount);
    expect(new Set(recoveryCodes).size).toBe(recoveryCodeCount);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(app, headers)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('keeps recovery codes only as argon2id hashes', async () => {
    const app = await newApp();
    const { headers } = await signIn(app);
    const { recoveryCodes } = await enrol(app, headers);
    const rows = await app.db.selectFrom('staff_recovery_codes').select('code_hash').execute();
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.code_hash).toMatch(/^\$argon2id\$v=19\$/);
    const stored = JSON.stringify(rows);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('refuses to start again while it is on, and a new set-up replaces an unconfirmed one', async () => {
    const app = await newApp();
    const { headers } = await signIn(app);
    const first = twoFactorSetupSchema.parse(
      (await post(app, '/api/auth/two-factor/setup', headers)).json(),
    );
    const second = twoFactorSetupSchema.parse(
      (await post(app, '/api/auth/two-factor/setup', headers)).json(),
    );
    expect(second.secret).not.toBe(first.secret);
    // The first secret's code no longer confirms anything.
    const stale = await post(app, '/api/auth/two-factor/confirm', headers, {
      code: await codeAt(app, first.secret),
    });
    expect(stale.statusCode).toBe(400);
    const confirm = await post(app, '/api/auth/two-factor/confirm', headers, {
      code: await codeAt(app, second.secret),
    });
    expect(confirm.statusCode).toBe(200);

    const again = await post(app, '/api/auth/two-factor/setup', headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: twoFactorErrors.alreadyOn });
  });

  it('confirming without a set-up says to start first', async () => {
    const app = await newApp();
    const { headers } = await signIn(app);
    const response = await post(app, '/api/auth/two-factor/confirm', headers, { code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: twoFactorErrors.notStarted });
  });

  it('needs a session for every step', async () => {
    const app = await newApp();
    const origin = { origin: 'http://localhost:80' };
    for (const url of ['/api/auth/two-factor/setup', '/api/auth/two-factor/confirm']) {
      const response = await app.inject({ method: 'POST', url, headers: origin, payload: {} });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await app.inject('/api/auth/two-factor')).statusCode).toBe(401);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a code; afterwards the password alone signs in', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    const { headers, user } = await signIn(app, { role: 'editor' });
    const { secret } = await enrol(app, headers);
    clock.advance(30_000);
    const disable = (payload: object) =>
      post(app, '/api/auth/two-factor/disable', headers, payload);

    const wrongPassword = await disable({ password: 'nope', code: await codeAt(app, secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({
      fields: { password: twoFactorErrors.wrongPassword },
    });
    const wrongCode = await disable({ password: testPassword, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ fields: { code: twoFactorErrors.wrongCode } });
    expect((await status(app, headers)).enabled).toBe(true);

    const done = await disable({ password: testPassword, code: await codeAt(app, secret) });
    expect(done.statusCode).toBe(204);
    expect(await status(app, headers)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await app.db.selectFrom('staff_recovery_codes').selectAll().execute()).toEqual([]);
    expect((await passwordStep(app, user.email)).json()).toHaveProperty('user');
  });

  it('takes a recovery code instead of a code from the app', async () => {
    const app = await newApp();
    const { headers } = await signIn(app);
    const { recoveryCodes } = await enrol(app, headers);
    const response = await post(app, '/api/auth/two-factor/disable', headers, {
      password: testPassword,
      code: recoveryCodes[3],
    });
    expect(response.statusCode).toBe(204);
  });

  it('counts wrong tries against the sign-in limits', async () => {
    const app = await newApp();
    const { headers } = await signIn(app);
    await enrol(app, headers);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post(app, '/api/auth/two-factor/disable', headers, {
        password: testPassword,
        code: '000000',
      });
      expect(response.statusCode, `attempt ${attempt}`).toBe(400);
    }
    const blocked = await post(app, '/api/auth/two-factor/disable', headers, {
      password: testPassword,
      code: '000000',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('new recovery codes', () => {
  it('replace the old set, for a code from the app', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    const { headers, user } = await signIn(app);
    const { secret, recoveryCodes: old } = await enrol(app, headers);
    clock.advance(30_000);
    const refused = await post(app, '/api/auth/two-factor/recovery-codes', headers, {
      code: old[0],
    });
    expect(refused.statusCode).toBe(400);
    const response = await post(app, '/api/auth/two-factor/recovery-codes', headers, {
      code: await codeAt(app, secret),
    });
    expect(response.statusCode).toBe(200);
    const { recoveryCodes } = recoveryCodesSchema.parse(response.json());
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.some((code) => old.includes(code))).toBe(false);
    expect(await status(app, headers)).toMatchObject({ recoveryCodesLeft: 10 });
    // The old codes no longer sign in.
    const { token } = await challengeFor(app, user.email);
    const oldCode = await challengeStep(app, '/api/auth/login/two-factor', token, { code: old[1] });
    expect(oldCode.statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('records setting up, turning on, new codes and turning off', async () => {
    const clock = manualClock();
    const app = await newApp(clock);
    const { headers } = await signIn(app, { role: 'editor' });
    const { secret } = await enrol(app, headers);
    clock.advance(30_000);
    await post(app, '/api/auth/two-factor/recovery-codes', headers, {
      code: await codeAt(app, secret),
    });
    clock.advance(minutes(1));
    await post(app, '/api/auth/two-factor/disable', headers, {
      password: testPassword,
      code: await codeAt(app, secret),
    });
    expect(await auditDescriptions(app)).toEqual([
      'turned off two-factor sign-in',
      'made new recovery codes',
      'turned on two-factor sign-in',
      'started setting up two-factor sign-in',
    ]);
  });
});
