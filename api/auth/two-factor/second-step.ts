import type { DB } from '../../../db/client';
import { deleteChallenge } from '../../../db/repositories/sign-in-challenges';
import type { StaffAccount } from '../../../db/repositories/staff';
import type { AuthRuntime } from '../runtime';
import { completeSignIn } from '../sign-in';
import { reserveSignInAttempt } from '../sign-in-limiter';
import { resolveChallenge } from './challenge';
import { confirmEnrolment } from './enrolment';
import { checkSecondFactor, type FactorUsed } from './factor';

export interface SecondStepInput {
  /** The challenge cookie's value. */
  challengeToken: string | undefined;
  code: string;
  address: string;
  previousSessionId: string | null;
}

type Refused =
  | { ok: false; status: 401; reason: 'expired' }
  /** `account` is named for the audit log. */
  | { ok: false; status: 401; reason: 'wrong-code'; account: StaffAccount }
  | { ok: false; status: 429; retryAfterSeconds: number };

export type SecondStepResult =
  { ok: true; account: StaffAccount; token: string; factor: FactorUsed } | Refused;

export type EnrolStepResult =
  { ok: true; account: StaffAccount; token: string; recoveryCodes: string[] } | Refused;

/**
 * Finishes a sign-in with a code from the app or a recovery code. Each try counts against the same
 * limits as a password (per account and per address); success clears the account's failures.
 */
export async function completeSecondStep(
  db: DB,
  runtime: AuthRuntime,
  input: SecondStepInput,
): Promise<SecondStepResult> {
  const now = runtime.now();
  const challenge = await resolveChallenge(db, input.challengeToken, now);
  if (challenge?.stage !== 'code') return { ok: false, status: 401, reason: 'expired' };
  const { account } = challenge;
  const reservation = await reserveSignInAttempt(db, now, account.email, input.address);
  if (!reservation.ok)
    return { ok: false, status: 429, retryAfterSeconds: reservation.retryAfterSeconds };

  const factor = await checkSecondFactor(db, account.id, input.code, now);
  if (!factor) return { ok: false, status: 401, reason: 'wrong-code', account };
  // A challenge finishes once: of two requests racing with two good codes, one signs in.
  if (!(await deleteChallenge(db, challenge.id)))
    return { ok: false, status: 401, reason: 'expired' };
  await reservation.succeeded();
  const session = await completeSignIn(db, runtime, account, input.previousSessionId);
  return { ok: true, ...session, factor };
}

/**
 * Finishes the sign-in of an admin who had to set up two-factor sign-in first: the first code from
 * the app turns it on, and the session starts.
 */
export async function completeEnrolStep(
  db: DB,
  runtime: AuthRuntime,
  input: SecondStepInput,
): Promise<EnrolStepResult> {
  const now = runtime.now();
  const challenge = await resolveChallenge(db, input.challengeToken, now);
  if (challenge?.stage !== 'enrol') return { ok: false, status: 401, reason: 'expired' };
  const { account } = challenge;
  const reservation = await reserveSignInAttempt(db, now, account.email, input.address);
  if (!reservation.ok)
    return { ok: false, status: 429, retryAfterSeconds: reservation.retryAfterSeconds };

  const enrolled = await confirmEnrolment(db, account, input.code, now);
  if (!enrolled.ok) return { ok: false, status: 401, reason: 'wrong-code', account };
  await deleteChallenge(db, challenge.id);
  await reservation.succeeded();
  const session = await completeSignIn(db, runtime, account, input.previousSessionId);
  return { ok: true, ...session, recoveryCodes: enrolled.recoveryCodes };
}
