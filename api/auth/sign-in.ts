import type { DB } from '../../db/client';
import { sessionsRepository } from '../../db/repositories/sessions';
import { type StaffAccount, staffRepository } from '../../db/repositories/staff';
import type { SecondStep } from '../../contract/two-factor';
import { verifyDummyPassword, verifyPassword } from './passwords';
import type { AuthRuntime } from './runtime';
import { startSession } from './sessions';
import { consumeSignInAttempt, type SignInLimitHost } from './sign-in-limiter';
import { startChallenge } from './two-factor/challenge';
import { secondStepFor } from './two-factor/policy';

export type SignInResult =
  | { ok: true; account: StaffAccount; token: string }
  /** The password was right and a second step is due: a challenge, not a session. */
  | { ok: 'second-step'; next: SecondStep; challengeToken: string }
  | { ok: false; status: 401 }
  | { ok: false; status: 429; retryAfterSeconds: number; message: string };

export interface SignInInput {
  email: string;
  password: string;
  /** The client's address, for the per-address limit. */
  address: string;
  /** The account's device cookie id, when the browser has one (trustedDevice). */
  device: string | undefined;
  /** A session the browser already had: it is ended, never reused (no fixation). */
  previousSessionId: string | null;
}

/**
 * Checks credentials and starts a fresh session, or, when the account has a second factor (or must
 * set one up), a short-lived challenge for the second step. An unknown email, a wrong password and
 * a disabled account look the same from outside, and take the same time: a password hash is
 * verified in every case.
 */
export async function signIn(
  app: SignInLimitHost & { auth: AuthRuntime },
  input: SignInInput,
): Promise<SignInResult> {
  const { db, auth: runtime } = app;
  const now = runtime.now();
  const email = input.email.trim().toLowerCase();
  const reservation = await consumeSignInAttempt(app, {
    email,
    address: input.address,
    device: input.device,
  });
  if (!reservation.ok) return { status: 429, ...reservation };

  const account = await staffRepository(db).findByEmail(email);
  const valid = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyDummyPassword(input.password);
  if (!account || !valid || account.disabled) return { ok: false, status: 401 };

  const next = await secondStepFor(db, account);
  if (next) {
    // The account's attempt stays counted until the second step succeeds: were a right password to
    // wipe the account's failures, password + four wrong codes, again and again, would never stop.
    await reservation.passwordAccepted();
    const stage = next === 'two-factor' ? 'code' : 'enrol';
    const challengeToken = await startChallenge(db, account.id, stage, now);
    return { ok: 'second-step', next, challengeToken };
  }
  await reservation.succeeded();
  return { ok: true, ...(await completeSignIn(db, runtime, account, input.previousSessionId)) };
}

/** Every factor checked: ends the browser's earlier session and starts a fresh one. */
export async function completeSignIn(
  db: DB,
  runtime: AuthRuntime,
  account: StaffAccount,
  previousSessionId: string | null,
): Promise<{ account: StaffAccount; token: string }> {
  const now = runtime.now();
  if (previousSessionId) await sessionsRepository(db).remove(previousSessionId);
  const token = await startSession(db, account.id, now, runtime.timeouts);
  await staffRepository(db).recordLogin(account.id, now.toISOString());
  return { account: { ...account, lastLoginAt: now.toISOString() }, token };
}
