import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { startSession } from '../auth/sessions';
import { type StaffAccount, staffRepository } from '../../db/repositories/staff';
import type { StaffRole } from '../../db/tables/staff';
import { testConfig } from './test-app';
import type { AuthConfig } from '../config';

/** `app.inject`'s default Host is localhost:80, so this is the site's own origin in tests. */
export const testOrigin = 'http://localhost:80';
export const foreignOrigin = 'https://evil.example';

/** Every account made here has this password (hashed once per test process). */
export const testPassword = 'correct horse battery staple';
let testPasswordHash: Promise<string> | undefined;

export interface SignedIn {
  /** Pass as `headers` to `app.inject`: the session cookie and a same-origin Origin. */
  headers: { cookie: string; origin: string };
  user: StaffAccount;
  password: string;
  /** The raw session token (the cookie's value). */
  token: string;
}

export interface SignInOptions {
  role?: StaffRole;
  email?: string;
  name?: string;
}

/** Creates an account directly in the database, no HTTP, and returns a session for it. */
export async function createStaff(
  app: FastifyInstance,
  options: SignInOptions = {},
): Promise<StaffAccount> {
  testPasswordHash ??= hashPassword(testPassword);
  const role = options.role ?? 'admin';
  const user = await staffRepository(app.db).insert({
    email: options.email ?? `${role}-${randomBytes(4).toString('hex')}@example.org`,
    name: options.name ?? `Test ${role}`,
    role,
    passwordHash: await testPasswordHash,
    createdAt: app.auth.now().toISOString(),
  });
  if (!user) throw new Error(`createStaff: ${options.email} is taken`);
  return user;
}

/**
 * A signed-in staff member (an admin unless `role` says otherwise):
 *   const { headers } = await signIn(app, { role: 'editor' });
 *   await app.inject({ method: 'POST', url, headers, payload });
 */
export async function signIn(app: FastifyInstance, options: SignInOptions = {}): Promise<SignedIn> {
  const user = await createStaff(app, options);
  const token = await startSession(app.db, user.id, app.auth.now(), app.auth.timeouts);
  return {
    headers: { cookie: `${app.auth.cookie.name}=${token}`, origin: testOrigin },
    user,
    password: testPassword,
    token,
  };
}

/** Just the headers: `const auth = await staffHeaders(app)` then `app.inject({ ..., headers: auth })`. */
export async function staffHeaders(
  app: FastifyInstance,
  role: StaffRole = 'admin',
): Promise<SignedIn['headers']> {
  return (await signIn(app, { role })).headers;
}

/** The auth part of a test config, with overrides: `buildTestApp({ auth: authConfig({ ... }) })`. */
export function authConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return { ...testConfig().auth, ...overrides };
}

/** A clock tests move by hand: `clock.advance(minutes(5))`. */
export function manualClock(start = new Date('2026-11-22T09:00:00.000Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The value of the session cookie a response sets (undefined when it sets none). */
export function sessionCookieFrom(
  app: FastifyInstance,
  setCookie: string | string[] | undefined,
): string | undefined {
  const name = app.auth.cookie.name;
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const match = cookies.find((cookie) => cookie.startsWith(`${name}=`));
  return match?.slice(name.length + 1).split(';')[0];
}
