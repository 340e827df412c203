import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponseSchema } from '../../contract/errors';
import { fakeTime } from '../test/fake-time';
import { authConfig, createStaff, testOrigin, testPassword } from '../test/staff';
import { buildTestApp } from '../test/test-app';
import { minutes } from './clock';
import { delayAfter, slowedDownMessage, tooManyAttemptsMessage } from './sign-in-limiter';

const apps: FastifyInstance[] = [];
async function newApp(...args: Parameters<typeof buildTestApp>): Promise<FastifyInstance> {
  const app = await buildTestApp(...args);
  apps.push(app);
  return app;
}
let time: ReturnType<typeof fakeTime>;
beforeEach(() => {
  time = fakeTime();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  vi.useRealTimers();
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

/** A different address for each call: a stranger spread over many networks. */
let lastOctet = 0;
const anywhere = () => `198.18.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;

/** The device cookie a successful sign-in gave, as a Cookie header. */
function deviceCookie(response: LightMyRequestResponse): Record<string, string> {
  const device = response.cookies.find((cookie) => cookie.name === 'device');
  if (!device) throw new Error('no device cookie given');
  return { cookie: `device=${device.value}` };
}

const statusesOf = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);

describe('per client: account and address', () => {
  it('allows 5 failures per account from one address in 15 minutes, then 429 with Retry-After there only', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(app, { email: user.email })).statusCode).toBe(401);
    }
    const blocked = await attempt(app, { email: user.email, password: testPassword });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(errorResponseSchema.parse(blocked.json()).error).toBe(
      'Too many sign-in attempts. Try again in 15 minutes.',
    );
    expect(blocked.headers['set-cookie']).toBeUndefined();

    // The account is not locked: its owner, elsewhere, signs in at once.
    expect(
      (await attempt(app, { email: user.email, password: testPassword, address: '192.0.2.1' }))
        .statusCode,
    ).toBe(200);

    time.advance(minutes(10));
    const later = await attempt(app, { email: user.email, password: testPassword });
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('300');
    expect(later.json().error).toBe('Too many sign-in attempts. Try again in 5 minutes.');

    // The window is fixed: 15 minutes after its first failure it is over.
    time.advance(minutes(5));
    expect((await attempt(app, { email: user.email, password: testPassword })).statusCode).toBe(
      200,
    );
  });

  it('counts the account by email case-insensitively', async () => {
    const app = await newApp();
    for (let index = 0; index < 5; index += 1) {
      const email = index % 2 ? 'Victim@Example.org' : 'victim@example.org';
      expect((await attempt(app, { email })).statusCode).toBe(401);
    }
    expect((await attempt(app, { email: 'VICTIM@example.org' })).statusCode).toBe(429);
  });

  it('allows 20 failures per address whatever the emails, then 429 there only', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    for (let index = 0; index < 20; index += 1) {
      expect((await attempt(app, { email: `guess-${index}@example.org` })).statusCode).toBe(401);
    }
    expect((await attempt(app, { email: 'guess-21@example.org' })).statusCode).toBe(429);
    expect((await attempt(app, { email: user.email, password: testPassword })).statusCode).toBe(
      429,
    );
    expect(
      (await attempt(app, { email: user.email, password: testPassword, address: '192.0.2.1' }))
        .statusCode,
    ).toBe(200);
  });

  it('holds under 20 parallel wrong attempts from one client: exactly 5 reach the password check', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => attempt(app, { email: user.email })),
    );
    const statuses = statusesOf(responses);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it("gives back a right password's count: the address and the account start afresh", async () => {
    const app = await newApp();
    const user = await createStaff(app);
    for (let index = 0; index < 4; index += 1) {
      expect((await attempt(app, { email: user.email })).statusCode).toBe(401);
    }
    expect((await attempt(app, { email: user.email, password: testPassword })).statusCode).toBe(
      200,
    );
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(app, { email: user.email })).statusCode).toBe(401);
    }
    expect((await attempt(app, { email: user.email })).statusCode).toBe(429);
  });

  it('takes the client address from the socket, ignoring X-Forwarded-For, unless TRUSTED_PROXIES is set', async () => {
    const direct = await newApp();
    for (let index = 0; index < 5; index += 1) {
      const headers = { 'x-forwarded-for': `192.0.2.${index}` };
      expect((await attempt(direct, { email: 'x@example.org', headers })).statusCode).toBe(401);
    }
    const ignored = await attempt(direct, {
      email: 'x@example.org',
      headers: { 'x-forwarded-for': '192.0.2.99' },
    });
    expect(ignored.statusCode).toBe(429);
    expect(ignored.json().error).toMatch(/^Too many sign-in attempts/);

    const proxied = await newApp({ auth: authConfig({ trustedProxies: ['203.0.113.7'] }) });
    for (let index = 0; index < 25; index += 1) {
      const headers = { 'x-forwarded-for': `192.0.2.${index}` };
      expect((await attempt(proxied, { email: `y${index}@example.org`, headers })).statusCode).toBe(
        401,
      );
    }
    // From an untrusted peer the header is still ignored.
    for (let index = 0; index < 5; index += 1) {
      const headers = { 'x-forwarded-for': `192.0.2.${index}` };
      await attempt(proxied, { email: 'z@example.org', headers, address: '198.51.100.1' });
    }
    const spoofed = await attempt(proxied, {
      email: 'z@example.org',
      headers: { 'x-forwarded-for': '192.0.2.77' },
      address: '198.51.100.1',
    });
    expect(spoofed.statusCode).toBe(429);
  });
});

describe('the account as a whole: a progressive delay, never a lock', () => {
  it('spaces out attempts from new browsers after 5 failures, 1 s, 2 s, 4 s ..., and writes the audit log once', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    for (let index = 0; index < 6; index += 1) {
      expect((await attempt(app, { email: user.email, address: anywhere() })).statusCode).toBe(401);
    }
    // The sixth failure got the first turn, one second long; the next stranger must wait it out.
    const waiting = await attempt(app, { email: user.email, address: anywhere() });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json().error).toBe(slowedDownMessage(1));
    time.advance(1000);
    expect((await attempt(app, { email: user.email, address: anywhere() })).statusCode).toBe(401);
    // Seven failures now: the turn is two seconds.
    time.advance(1000);
    expect((await attempt(app, { email: user.email, address: anywhere() })).statusCode).toBe(429);
    time.advance(1000);
    expect((await attempt(app, { email: user.email, address: anywhere() })).statusCode).toBe(401);

    const log = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'sign-in-failures')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ user_id: user.id, user_email: user.email, action: 'other' });
    expect(log[0]!.description).toMatch(/5 failed sign-ins .* slowed down/);

    // Not a lock: the owner, from a new browser, gets in once the turn is over.
    time.advance(4000);
    expect(
      (await attempt(app, { email: user.email, password: testPassword, address: anywhere() }))
        .statusCode,
    ).toBe(200);
    // And that forgets the failures: five new ones go unhindered.
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(app, { email: user.email, address: anywhere() })).statusCode).toBe(401);
    }
  });

  it('grows the delay by doubling up to a minute', () => {
    expect([5, 6, 7, 8, 9, 10, 11, 12, 50].map(delayAfter)).toEqual([
      0, 1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });

  it('lets at most 6 of 20 parallel attempts from 20 addresses reach the password check', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    const statuses = statusesOf(
      await Promise.all(
        Array.from({ length: 20 }, () => attempt(app, { email: user.email, address: anywhere() })),
      ),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(14);
  });

  it('does not log unknown emails: a stranger spraying made-up addresses cannot fill the audit log', async () => {
    const app = await newApp();
    for (let index = 0; index < 8; index += 1) {
      await attempt(app, { email: 'nobody@example.org', address: anywhere() });
      time.advance(60_000);
    }
    const log = await app.db.selectFrom('audit_log').selectAll().execute();
    expect(log).toEqual([]);
  });
});

describe('a device that signed in before', () => {
  it('is not held back by strangers failing on its account, from anywhere or from its own network', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    const home = '192.0.2.10';
    const first = await attempt(app, { email: user.email, password: testPassword, address: home });
    expect(first.statusCode).toBe(200);
    const device = deviceCookie(first);

    // Strangers: failures on the account from everywhere, and a flood from the owner's own network.
    for (let index = 0; index < 12; index += 1) {
      await attempt(app, { email: user.email, address: anywhere() });
    }
    for (let index = 0; index < 25; index += 1) {
      await attempt(app, { email: `guess-${index}@example.org`, address: home });
    }
    expect((await attempt(app, { email: user.email, address: anywhere() })).statusCode).toBe(429);
    expect(
      (await attempt(app, { email: user.email, password: testPassword, address: home })).statusCode,
    ).toBe(429);

    // The owner's browser brings its device cookie: in at once.
    const owner = await attempt(app, {
      email: user.email,
      password: testPassword,
      address: home,
      headers: device,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('is limited by its own failures only, 5 per 15 minutes, and is trusted for its own account only', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    const other = await createStaff(app);
    const device = deviceCookie(await attempt(app, { email: user.email, password: testPassword }));
    for (let index = 0; index < 5; index += 1) {
      expect((await attempt(app, { email: user.email, headers: device })).statusCode).toBe(401);
    }
    const blocked = await attempt(app, {
      email: user.email,
      password: testPassword,
      headers: device,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    time.advance(minutes(15));
    expect(
      (await attempt(app, { email: user.email, password: testPassword, headers: device }))
        .statusCode,
    ).toBe(200);

    // For another account the cookie means nothing: that account's per-client limits apply.
    for (let index = 0; index < 5; index += 1) {
      await attempt(app, { email: other.email, headers: device, address: '192.0.2.20' });
    }
    expect(
      (await attempt(app, { email: other.email, headers: device, address: '192.0.2.20' }))
        .statusCode,
    ).toBe(429);
  });

  it('refuses a forged device cookie: it counts as a new browser', async () => {
    const app = await newApp();
    const user = await createStaff(app);
    const forged = { cookie: 'device=made-up.tag.not-a-signature' };
    for (let index = 0; index < 5; index += 1) {
      await attempt(app, { email: user.email, headers: forged });
    }
    expect(
      (await attempt(app, { email: user.email, password: testPassword, headers: forged }))
        .statusCode,
    ).toBe(429);
  });
});

describe('messages', () => {
  it('words the wait in whole minutes, or in seconds for the account delay', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(5)).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(slowedDownMessage(1)).toMatch(/Try again in 1 second\.$/);
    expect(slowedDownMessage(32)).toMatch(/Try again in 32 seconds\.$/);
  });
});
