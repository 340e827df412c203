import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../contract/errors';
import { authConfig, createStaff, manualClock, testOrigin, testPassword } from '../test/staff';
import { buildTestApp } from '../test/test-app';
import { minutes } from './clock';
import { tooManyAttemptsMessage } from './sign-in-limiter';

const apps: FastifyInstance[] = [];
async function newApp(...args: Parameters<typeof buildTestApp>): Promise<FastifyInstance> {
  const app = await buildTestApp(...args);
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

interface Attempt {
  email: string;
  password?: string;
  address?: string;
  headers?: Record<string, string>;
}

function attempt(
  app: FastifyInstance,
  { email, password = 'wrong password!', address = '203.0.113.7', headers = {} }: Attempt,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: testOrigin, ...headers },
    payload: { email, password },
    remoteAddress: address,
  });
}

const liveSlots = async (app: FastifyInstance, key: string) =>
  (await app.db.selectFrom('sign_in_attempts').select('slot').where('key', '=', key).execute())
    .length;

describe('sign-in limits', () => {
  it('allows 5 failures per account in 15 minutes, then answers 429 with Retry-After, even to the right password', async () => {
    const clock = manualClock();
    const app = await newApp({ auth: authConfig({ now: clock.now }) });
    const user = await createStaff(app);
    for (let index = 0; index < 5; index += 1) {
      expect(
        (await attempt(app, { email: user.email, address: `198.51.100.${index}` })).statusCode,
      ).toBe(401);
    }
    const blocked = await attempt(app, {
      email: user.email,
      password: testPassword,
      address: '198.51.100.99',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(errorResponseSchema.parse(blocked.json()).error).toBe(
      'Too many sign-in attempts. Try again in 15 minutes.',
    );
    expect(blocked.headers['set-cookie']).toBeUndefined();

    clock.advance(minutes(10));
    const later = await attempt(app, {
      email: user.email,
      password: testPassword,
      address: '198.51.100.98',
    });
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('300');
    expect(later.json().error).toBe('Too many sign-in attempts. Try again in 5 minutes.');

    // The window slides: once the failures are 15 minutes old, the right password works again.
    clock.advance(minutes(5));
    expect(
      (await attempt(app, { email: user.email, password: testPassword, address: '198.51.100.97' }))
        .statusCode,
    ).toBe(200);
  });

  it('counts the account by email case-insensitively', async () => {
    const app = await newApp();
    for (let index = 0; index < 5; index += 1) {
      const email = index % 2 ? 'Victim@Example.org' : 'victim@example.org';
      expect((await attempt(app, { email, address: `198.51.100.${index}` })).statusCode).toBe(401);
    }
    expect(
      (await attempt(app, { email: 'VICTIM@example.org', address: '198.51.100.50' })).statusCode,
    ).toBe(429);
  });

  it('allows 5 failures per client address whatever the emails, then 429', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(app, { email: `guess-${index}@example.org` })).statusCode).toBe(401);
    }
    expect((await attempt(app, { email: 'guess-6@example.org' })).statusCode).toBe(429);
    expect((await attempt(app, { email: user.email, password: testPassword })).statusCode).toBe(
      429,
    );
    // Another address is not held up, and the refused attempts did not count against the account.
    expect(
      (await attempt(app, { email: user.email, password: testPassword, address: '192.0.2.1' }))
        .statusCode,
    ).toBe(200);
  });

  it('holds under 20 parallel wrong attempts: at most 5 reach the password check', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => attempt(app, { email: user.email })),
    );
    const statuses = responses.map((response) => response.statusCode);
    const checked = statuses.filter((status) => status === 401).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(checked + refused).toBe(20);
    expect(checked).toBeLessThanOrEqual(5);
    expect(refused).toBeGreaterThanOrEqual(15);
    // Nor does it undercount: exactly the five allowed failures were checked.
    expect(checked).toBe(5);
    expect(await liveSlots(app, `account:${user.email}`)).toBeLessThanOrEqual(5);
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The account is still locked for the right password.
    expect(
      (await attempt(app, { email: user.email, password: testPassword, address: '192.0.2.2' }))
        .statusCode,
    ).toBe(429);
  });

  it('holds under parallel attempts spread over many addresses and many emails', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    const perAccount = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        attempt(app, { email: user.email, address: `198.51.100.${index}` }),
      ),
    );
    expect(perAccount.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(5);
    const perAddress = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        attempt(app, { email: `nobody-${index}@example.org`, address: '192.0.2.9' }),
      ),
    );
    expect(perAddress.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(5);
    expect(perAddress.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(15);
  });

  it("clears the account's failures when the right password is given", async () => {
    const app = await newApp();
    const user = await createStaff(app);
    for (let index = 0; index < 4; index += 1) {
      expect(
        (await attempt(app, { email: user.email, address: `198.51.100.${index}` })).statusCode,
      ).toBe(401);
    }
    expect(
      (await attempt(app, { email: user.email, password: testPassword, address: '198.51.100.200' }))
        .statusCode,
    ).toBe(200);
    expect(await liveSlots(app, `account:${user.email}`)).toBe(0);
    // The successful attempt did not use up one of its address's failures.
    expect(await liveSlots(app, 'address:198.51.100.200')).toBe(0);
    for (let index = 0; index < 5; index += 1) {
      expect(
        (await attempt(app, { email: user.email, address: `198.51.100.${100 + index}` }))
          .statusCode,
      ).toBe(401);
    }
    expect((await attempt(app, { email: user.email, address: '198.51.100.150' })).statusCode).toBe(
      429,
    );
  });

  it('takes the client address from the socket, ignoring X-Forwarded-For, unless TRUSTED_PROXIES is set', async () => {
    const direct = await newApp();
    for (let index = 0; index < 5; index += 1) {
      const headers = { 'x-forwarded-for': `192.0.2.${index}` };
      expect((await attempt(direct, { email: `x${index}@example.org`, headers })).statusCode).toBe(
        401,
      );
    }
    expect(
      (
        await attempt(direct, {
          email: 'x9@example.org',
          headers: { 'x-forwarded-for': '192.0.2.99' },
        })
      ).statusCode,
    ).toBe(429);

    const proxied = await newApp({ auth: authConfig({ trustedProxies: ['203.0.113.7'] }) });
    for (let index = 0; index < 8; index += 1) {
      const headers = { 'x-forwarded-for': `192.0.2.${index}` };
      expect((await attempt(proxied, { email: `y${index}@example.org`, headers })).statusCode).toBe(
        401,
      );
    }
    // From an untrusted peer the header is still ignored.
    for (let index = 0; index < 5; index += 1) {
      const headers = { 'x-forwarded-for': `192.0.2.${index}` };
      await attempt(proxied, { email: `z${index}@example.org`, headers, address: '198.51.100.1' });
    }
    const spoofed = await attempt(proxied, {
      email: 'z9@example.org',
      headers: { 'x-forwarded-for': '192.0.2.77' },
      address: '198.51.100.1',
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('words the wait in whole minutes', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(5)).toBe('Too many sign-in attempts. Try again in 1 minute.');
  });
});
