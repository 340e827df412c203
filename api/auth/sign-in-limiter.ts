import type { DB } from '../../db/client';
import { auditRepository } from '../../db/repositories/audit';
import { staffRepository } from '../../db/repositories/staff';
import {
  createRateLimits,
  minutesToWait,
  type RateLimit,
  type RateLimits,
} from '../plugins/rate-limits';
import type { Clock } from './clock';

const quarterHour = 15 * 60;

/**
 * The sign-in limits (issue 17, item 6; ADR 0007). Only attempts are limited, never the account:
 * - a client without a device cookie: 5 failures per (account, address) and 20 per address in 15
 *   minutes; past that, 429 for that client only;
 * - the account as a whole: after 5 failures (within an hour) by clients without a device cookie,
 *   such clients get one attempt per delay, 1 s, 2 s, 4 s ... up to a minute, and the audit log says
 *   so once; never a lock;
 * - a client with the account's device cookie (it signed in before): 5 failures per device in 15
 *   minutes, and nothing else. Strangers' failures, on the account or the network, never stop it.
 */
const signInLimits = {
  perAccountAddress: { name: 'sign-in-account-address', points: 5, seconds: quarterHour },
  perAddress: { name: 'sign-in-address', points: 20, seconds: quarterHour },
  perDevice: { name: 'sign-in-device', points: 5, seconds: quarterHour },
  /** Counts the account's failures by clients without its device cookie. */
  accountFailures: { name: 'sign-in-account', points: 1_000_000, seconds: 60 * 60 },
  /** Held for the current delay by the one attempt let through; its `seconds` is set per take. */
  accountTurn: { name: 'sign-in-account-turn', points: 1, seconds: 1 },
  /** Taken when the delay starts: the first take in an hour writes the audit entry. */
  accountAudited: { name: 'sign-in-account-audited', points: 1, seconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

/** Failures on the account before attempts on it are spaced out, and the longest spacing. */
const accountDelay = { freeFailures: 5, maxSeconds: 60 } as const;

/** The spacing after `failures` failures: none up to freeFailures, then doubling from 1 s. */
export function delayAfter(failures: number): number {
  const beyond = failures - accountDelay.freeFailures;
  if (beyond <= 0) return 0;
  return Math.min(accountDelay.maxSeconds, 2 ** Math.min(beyond - 1, 30));
}

export interface SignInAttempt {
  email: string;
  /** The client's address (request.ip). */
  address: string;
  /** The id of a device cookie given for this account (trustedDevice), if the client has one. */
  device: string | undefined;
}

/** What a limited attempt needs of the app: `app` itself will do. */
export interface SignInLimitHost {
  rateLimits: RateLimits;
  db: DB;
  auth: { now: Clock };
}

export type Reservation =
  | {
      ok: true;
      /** The credentials were right: forget the failures this attempt was counted as. */
      succeeded(): Promise<void>;
      /**
       * The password was right and a second step is due: give back the address's slot only. The
       * account's attempt stays counted until the second step succeeds.
       */
      passwordAccepted(): Promise<void>;
    }
  | { ok: false; retryAfterSeconds: number; message: string };

type Taken = { limit: RateLimit; key: string };

/**
 * Counts an attempt as a failure before any credential is checked, each count atomic, so however
 * many attempts run in parallel (on any instance) no more than the limits reach the check; a right
 * answer then takes it back (`succeeded`). Call it before every check of a password (or of a second
 * factor) for `attempt.email`, and answer 429 with Retry-After and `message` when it is not ok.
 */
export async function consumeSignInAttempt(
  host: SignInLimitHost,
  attempt: SignInAttempt,
): Promise<Reservation> {
  const limits = host.rateLimits;
  const email = attempt.email.trim().toLowerCase();
  const taken: Taken[] = [];
  const refuse = async (retryAfterSeconds: number, message: string): Promise<Reservation> => {
    for (const { limit, key } of taken) await limits.giveBack(limit, key);
    return { ok: false, retryAfterSeconds, message };
  };
  const take = async (limit: RateLimit, key: string, seconds?: number) => {
    const verdict = await limits.take(limit, key, seconds === undefined ? {} : { seconds });
    if (verdict.ok) taken.push({ limit, key });
    return verdict;
  };

  if (attempt.device) {
    const device = await take(signInLimits.perDevice, `${email}:${attempt.device}`);
    if (!device.ok)
      return refuse(device.retryAfterSeconds, tooManyAttemptsMessage(device.retryAfterSeconds));
  } else {
    for (const [limit, key] of [
      [signInLimits.perAccountAddress, `${email}:${attempt.address}`],
      [signInLimits.perAddress, attempt.address],
    ] as const) {
      const verdict = await take(limit, key);
      if (!verdict.ok)
        return refuse(verdict.retryAfterSeconds, tooManyAttemptsMessage(verdict.retryAfterSeconds));
    }
    const failures = await take(signInLimits.accountFailures, email);
    if (!failures.ok) throw new Error('the account failure counter has no limit');
    const delay = delayAfter(failures.taken);
    if (delay > 0) {
      // One attempt per delay gets through; the others wait their turn, not counted as failures.
      const turn = await take(signInLimits.accountTurn, email, delay);
      if (!turn.ok)
        return refuse(turn.retryAfterSeconds, slowedDownMessage(turn.retryAfterSeconds));
      if ((await limits.take(signInLimits.accountAudited, email)).ok)
        await auditSlowDown(host, email);
    }
  }

  return {
    ok: true,
    async succeeded() {
      if (attempt.device) {
        await limits.forget(signInLimits.perDevice, `${email}:${attempt.device}`);
      } else {
        await limits.forget(signInLimits.perAccountAddress, `${email}:${attempt.address}`);
        await limits.giveBack(signInLimits.perAddress, attempt.address);
      }
      await forgetAccountFailures(limits, email);
    },
    async passwordAccepted() {
      // The address's slot only: the account's attempt (and a device's) waits for the second step.
      if (!attempt.device) await limits.giveBack(signInLimits.perAddress, attempt.address);
    },
  };
}

async function forgetAccountFailures(limits: RateLimits, email: string): Promise<void> {
  await limits.forget(signInLimits.accountFailures, email);
  await limits.forget(signInLimits.accountTurn, email);
  await limits.forget(signInLimits.accountAudited, email);
}

/** After a password reset by an admin or the CLI (no app there): the account is not slowed down. */
export async function clearAccountFailures(db: DB, email: string): Promise<void> {
  await forgetAccountFailures(createRateLimits(db), email.trim().toLowerCase());
}

/** Once an hour at most, in the staff activity log: the account's owner and admins see it. */
async function auditSlowDown(host: SignInLimitHost, email: string): Promise<void> {
  const account = await staffRepository(host.db).findByEmail(email);
  // Unknown emails are not logged: a stranger spraying made-up addresses must not fill the log.
  if (!account) return;
  await auditRepository(host.db).insert({
    userId: account.id,
    userEmail: account.email,
    resource: 'sign-in-failures',
    resourceId: account.id,
    action: 'other',
    method: 'POST',
    path: '/api/auth/login',
    createdAt: host.auth.now().toISOString(),
    description: `had ${accountDelay.freeFailures} failed sign-ins from unrecognised browsers: their further attempts are now slowed down`,
  });
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait = minutesToWait(retryAfterSeconds);
  return `Too many sign-in attempts. Try again in ${wait} ${wait === 1 ? 'minute' : 'minutes'}.`;
}

export function slowedDownMessage(retryAfterSeconds: number): string {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds));
  return `This account has had many failed sign-ins, so attempts from new browsers are slowed down. Try again in ${wait} ${
    wait === 1 ? 'second' : 'seconds'
  }.`;
}
