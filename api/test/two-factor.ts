import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { auditRepository } from '../../db/repositories/audit';
import { signIn, testOrigin, testPassword } from './staff';
import { challengeCookie } from '../auth/two-factor/challenge';

let nextAddress = 1;
/** A fresh client address per call, unless a test pins one to watch the per-address limit. */
const freshAddress = () => `10.2.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** The value a response sets for cookie `name` (undefined when it sets none). */
export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  return cookies
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1)
    .split(';')[0];
}

/** The code an authenticator app shows for `secret` at the app's current time. */
export function codeAt(app: FastifyInstance, secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(app.auth.now().getTime() / 1000) });
}

export function passwordStep(
  app: FastifyInstance,
  email: string,
  options: { password?: string; address?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: testOrigin },
    payload: { email, password: options.password ?? testPassword },
    remoteAddress: options.address ?? freshAddress(),
  });
}

/** POSTs `url` carrying the challenge cookie `token`. */
export function challengeStep(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  payload?: object,
  address = freshAddress(),
) {
  const name = challengeCookie(app.auth.cookie).name;
  return app.inject({
    method: 'POST',
    url,
    headers: { origin: testOrigin, ...(token ? { cookie: `${name}=${token}` } : {}) },
    ...(payload ? { payload } : {}),
    remoteAddress: address,
  });
}

/** The password step, then the challenge cookie it set. */
export async function challengeFor(app: FastifyInstance, email: string, address?: string) {
  const response = await passwordStep(app, email, { address });
  return {
    response,
    token: cookieValue(response, challengeCookie(app.auth.cookie).name),
  };
}

/** The audit log's descriptions, newest first. */
export async function auditDescriptions(app: FastifyInstance): Promise<string[]> {
  return (await auditRepository(app.db).latest(100)).map((entry) => entry.description ?? '');
}

/** Sets up two-factor sign-in over the API for a signed-in account: its secret and recovery codes. */
export async function enrol(
  app: FastifyInstance,
  headers: { cookie: string; origin: string },
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await app.inject({ method: 'POST', url: '/api/auth/two-factor/setup', headers });
  if (setup.statusCode !== 200) throw new Error(`setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/confirm',
    headers,
    payload: { code: await codeAt(app, secret) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`);
  return { secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The second step of signing in: the code (or a recovery code) for the challenge `token`. */
export const secondStep = (
  app: FastifyInstance,
  token: string | undefined,
  code: string,
  address?: string,
) => challengeStep(app, '/api/auth/login/two-factor', token, { code }, address);

/** GET /api/auth/me with the session `token`. */
export const me = (app: FastifyInstance, token: string | undefined) =>
  app.inject({ url: '/api/auth/me', headers: { cookie: `${app.auth.cookie.name}=${token}` } });

/** An account with two-factor sign-in on, signed out again (its set-up session is ended). */
export async function enrolledAccount(app: FastifyInstance, role: 'admin' | 'editor' = 'editor') {
  const signedIn = await signIn(app, { role });
  const factor = await enrol(app, signedIn.headers);
  await app.db.deleteFrom('staff_sessions').execute();
  return { ...signedIn, ...factor };
}
