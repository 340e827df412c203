import type { DB } from '../../db/client';
import { deleteSession } from '../../db/repositories/sessions';
import { findStaffByEmail, recordLogin, type StaffAccount } from '../../db/repositories/staff';
import { verifyDummyPassword, verifyPassword } from './passwords';
import type { AuthRuntime } from './runtime';
import { startSession } from './sessions';
import { reserveSignInAttempt } from './sign-in-limiter';

export type SignInResult =
  | { ok: true; account: StaffAccount; token: string }
  | { ok: false; status: 401 }
  | { ok: false; status: 429; retryAfterSeconds: number };

export interface SignInInput {
  email: string;
  password: string;
  /** The client's address, for the per-address limit. */
  address: string;
  /** A session the browser already had: it is ended, never reused (no fixation). */
  previousSessionId: string | null;
}

/**
 * Checks credentials and starts a fresh session. An unknown email, a wrong password and a disabled
 * account look the same from outside, and take the same time: a password hash is verified in every case.
 */
export async function signIn(
  db: DB,
  runtime: AuthRuntime,
  input: SignInInput,
): Promise<SignInResult> {
  const now = runtime.now();
  const email = input.email.trim().toLowerCase();
  const reservation = await reserveSignInAttempt(db, now, email, input.address);
  if (!reservation.ok)
    return { ok: false, status: 429, retryAfterSeconds: reservation.retryAfterSeconds };

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
