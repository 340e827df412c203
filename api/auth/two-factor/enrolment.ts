import type { TwoFactorSetup, TwoFactorStatus } from '../../../contract/two-factor';
import type { DB } from '../../../db/client';
import { sessionsRepository } from '../../../db/repositories/sessions';
import { signInChallengesRepository } from '../../../db/repositories/sign-in-challenges';
import type { StaffAccount } from '../../../db/repositories/staff';
import { twoFactorRepository } from '../../../db/repositories/two-factor';
import { isTwoFactorRequired } from './policy';
import { issueRecoveryCodes } from './recovery-codes';
import { matchTotp, newTotpSecret, totpSetup } from './totp';

/** A new secret for the account's authenticator app; undefined when two-factor sign-in is on. */
export async function beginEnrolment(
  db: DB,
  account: StaffAccount,
  issuer: string,
  now: Date,
): Promise<TwoFactorSetup | undefined> {
  const secret = newTotpSecret();
  if (!(await twoFactorRepository(db).begin(account.id, secret, now.toISOString())))
    return undefined;
  return totpSetup(secret, issuer, account.email);
}

export type EnrolmentResult =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; reason: 'not-started' | 'already-on' | 'wrong-code' };

/** A first code from the app turns two-factor sign-in on and makes the recovery codes. */
export async function confirmEnrolment(
  db: DB,
  account: StaffAccount,
  code: string,
  now: Date,
): Promise<EnrolmentResult> {
  const twoFactor = twoFactorRepository(db);
  const record = await twoFactor.find(account.id);
  if (!record) return { ok: false, reason: 'not-started' };
  if (record.enabledAt) return { ok: false, reason: 'already-on' };
  const step = await matchTotp(record.secret, code, now, null);
  if (step === undefined) return { ok: false, reason: 'wrong-code' };
  // The confirming code's step counts as used: it cannot sign in a moment later.
  if (!(await twoFactor.enable(account.id, step, now.toISOString())))
    return { ok: false, reason: 'already-on' };
  return { ok: true, recoveryCodes: await issueRecoveryCodes(db, account.id, now) };
}

/**
 * An admin's reset of someone's second factor (a lost phone): the secret and recovery codes go,
 * and so do the account's sessions and half-finished sign-ins, so whoever holds them is out.
 */
export async function resetTwoFactor(db: DB, userId: string): Promise<void> {
  await twoFactorRepository(db).remove(userId);
  await signInChallengesRepository(db).removeForAccount(userId);
  await sessionsRepository(db).removeForAccount(userId);
}

export async function twoFactorStatus(db: DB, account: StaffAccount): Promise<TwoFactorStatus> {
  const twoFactor = twoFactorRepository(db);
  const record = await twoFactor.find(account.id);
  const enabledAt = record?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt,
    recoveryCodesLeft: enabledAt ? (await twoFactor.unusedRecoveryCodes(account.id)).length : 0,
    required: await isTwoFactorRequired(db, account),
  };
}
