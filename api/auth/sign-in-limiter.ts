import type { DB } from '../../db/client';
import {
  claimSlot,
  clearSlots,
  deleteExpiredAttempts,
  oldestAttempt,
  releaseSlot,
} from '../../db/repositories/sign-in-attempts';
import { before, minutes } from './clock';

export const signInLimit = { failures: 5, windowMinutes: 15 } as const;

export type Reservation =
  | {
      ok: true;
      /** The password was right: forget the account's failures and give back the address's slot. */
      succeeded(): Promise<void>;
      /**
       * The password was right and a second step is due: give back the address's slot only. The
       * account's attempt stays counted until the second step succeeds.
       */
      passwordAccepted(): Promise<void>;
    }
  | { ok: false; retryAfterSeconds: number };

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

async function blocked(db: DB, key: string, now: Date, cutoff: string): Promise<Reservation> {
  const oldest = await oldestAttempt(db, key, cutoff);
  const windowMs = minutes(signInLimit.windowMinutes);
  const waitMs = oldest === undefined ? windowMs : Date.parse(oldest) + windowMs - now.getTime();
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Records an attempt in the database before any password is checked: it takes one of the account's
 * and one of the address's five slots, each claim atomic, so however many attempts run in parallel
 * at most five per account and per address reach the password check in any 15 minutes.
 */
export async function reserveSignInAttempt(
  db: DB,
  now: Date,
  email: string,
  address: string,
): Promise<Reservation> {
  const at = now.toISOString();
  const cutoff = before(now, minutes(signInLimit.windowMinutes));
  await deleteExpiredAttempts(db, cutoff);
  const account = accountKey(email);
  const accountSlot = await claimSlot(db, account, signInLimit.failures, at, cutoff);
  if (accountSlot === undefined) return blocked(db, account, now, cutoff);
  const address_ = addressKey(address);
  const addressSlot = await claimSlot(db, address_, signInLimit.failures, at, cutoff);
  if (addressSlot === undefined) {
    await releaseSlot(db, account, accountSlot, at);
    return blocked(db, address_, now, cutoff);
  }
  return {
    ok: true,
    async succeeded() {
      await clearSlots(db, account);
      await releaseSlot(db, address_, addressSlot, at);
    },
    async passwordAccepted() {
      await releaseSlot(db, address_, addressSlot, at);
    },
  };
}

/** After a password reset by an admin or the CLI, the account may sign in at once. */
export async function clearAccountFailures(db: DB, email: string): Promise<void> {
  await clearSlots(db, accountKey(email));
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${wait} ${wait === 1 ? 'minute' : 'minutes'}.`;
}
