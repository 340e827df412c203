import { signInChallengesRepository } from '../../../db/repositories/sign-in-challenges';
import type { StaffAccount } from '../../../db/repositories/staff';
import type { AuthRuntime } from '../runtime';
import { completeSignIn } from '../sign-in';
import { consumeSignInAttempt, type SignInLimitHost } from '../sign-in-limiter';
import { resolveChallenge } from './challenge';
import { confirmEnrolment } from './enrolment';
import { checkSecondFactor, type FactorUsed } from './factor';

export interface SecondStepInput {
  /** The challenge cookie's value. */
  challengeToken: string | undefined;
  code: string;
  address: string;
  /** The browser's device id for this account (auth/device.ts), once the account is known. */
  deviceOf: (email: string) => string | undefined;
  previousSessionId: string | null;
}

type Host = SignInLimitHost & { auth: AuthRuntime };

type Refused =
  | { ok: false; status: 401; reason: 'expired' }
  /** `account` is named for the audit log. */
  | { ok: false; status: 401; reason: 'wrong-code'; account: StaffAccount }
  | { ok: false; status: 429; retryAfterSeconds: number; message: string };

export type SecondStepResult =
  { ok: true; account: StaffAccount; token: string; factor: FactorUsed } | Refused;

export type EnrolStepResult =
  { ok: true; account: StaffAccount; token: string; recoveryCodes: string[] } | Refused;

/**
 * The start of either second step: the browser's challenge, for this stage and not expired, and a
 * try counted against the sign-in limits (per account and address, or device).
 */
async function openStep(host: Host, input: SecondStepInput, stage: 'code' | 'enrol', now: Date) {
  const challenge = await resolveChallenge(host.db, input.challengeToken, now);
  if (challenge?.stage !== stage) return { ok: false, status: 401, reason: 'expired' } as const;
  const { account } = challenge;
  const reservation = await consumeSignInAttempt(host, {
    email: account.email,
    address: input.address,
    device: input.deviceOf(account.email),
  });
  if (!reservation.ok) return { status: 429, ...reservation } as const;
  return { ok: true, challenge, account, reservation } as const;
}

/**
 * Finishes a sign-in with a code from the app or a recovery code. Each try counts against the same
 * limits as a password (per account and per address); success clears the account's failures.
 */
export async function completeSecondStep(
  host: Host,
  input: SecondStepInput,
): Promise<SecondStepResult> {
  const { db, auth: runtime } = host;
  const now = runtime.now();
  const step = await openStep(host, input, 'code', now);
  if (!step.ok) return step;
  const { challenge, account, reservation } = step;

  const factor = await checkSecondFactor(db, account.id, input.code, now);
  if (!factor) return { ok: false, status: 401, reason: 'wrong-code', account };
  // A challenge finishes once: of two requests racing with two good codes, one signs in.
  if (!(await signInChallengesRepository(db).remove(challenge.id)))
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
  host: Host,
  input: SecondStepInput,
): Promise<EnrolStepResult> {
  const { db, auth: runtime } = host;
  const now = runtime.now();
  const step = await openStep(host, input, 'enrol', now);
  if (!step.ok) return step;
  const { challenge, account, reservation } = step;

  const enrolled = await confirmEnrolment(db, account, input.code, now);
  if (!enrolled.ok) return { ok: false, status: 401, reason: 'wrong-code', account };
  await signInChallengesRepository(db).remove(challenge.id);
  await reservation.succeeded();
  const session = await completeSignIn(db, runtime, account, input.previousSessionId);
  return { ok: true, ...session, recoveryCodes: enrolled.recoveryCodes };
}
