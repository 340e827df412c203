import { deleteSession } from '../../db/repositories/sessions';
import { findStaffByEmail, recordLogin, type StaffAccount } from '../../db/repositories/staff';
import { verifyDummyPassword, verifyPassword } from './passwords';
import type { AuthRuntime } from './runtime';
import { startSession } from './sessions';
import { consumeSignInAttempt, type SignInLimitHost } from './sign-in-limiter';

export type SignInResult =
  | { ok: true; account: StaffAccount; token: string }
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
 * Checks credentials and starts a fresh session. An unknown email, a wrong password and a disabled
 * account look the same from outside, and take the same time: a password hash is verified in every case.
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

  const account = await findStaffByEmail(db, email);
  const valid = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyDummyPassword(input.password);
  if (!account || !valid || account.disabled) return { ok: false, status: 401 };

  await reservation.succeeded();
  if (input.previousSessionId) await deleteSession(db, input.previousSessionId);
  const token = await startSession(db, account.id, now, runtime.timeouts);
  await recordLogin(db, account.id, now.toISOString());
  return { ok: true, account: { ...account, lastLoginAt: now.toISOString() }, token };
}
