import { randomBytes } from 'node:crypto';
import type { DB } from '../../../db/client';
import {
  signInChallengesRepository,
  type StoredChallenge,
} from '../../../db/repositories/sign-in-challenges';
import type { ChallengeStage } from '../../../db/tables/two-factor';
import { before, minutes } from '../clock';
import type { SessionCookie } from '../cookie';
import { hashSessionToken } from '../sessions';

/**
 * Between a right password and the second step: long enough to find the phone, or to install an
 * authenticator app when an admin must set one up.
 */
const challengeMinutes = 10;

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The cookie that carries a sign-in waiting for its second step: HttpOnly like the session's, and
 * `__Host-` on https, but it lives only `challengeMinutes` and grants nothing but the second step.
 */
export function challengeCookie(session: SessionCookie): SessionCookie {
  return {
    name: session.options.secure ? '__Host-sign-in' : 'sign-in',
    options: { ...session.options, maxAge: challengeMinutes * 60 },
  };
}

/** Starts a challenge for `userId` and answers the cookie's value; only its hash is stored. */
export async function startChallenge(
  db: DB,
  userId: string,
  stage: ChallengeStage,
  now: Date,
): Promise<string> {
  await signInChallengesRepository(db).removeExpired(before(now, minutes(challengeMinutes)));
  const token = randomBytes(32).toString('base64url');
  await signInChallengesRepository(db).insert({
    id: hashSessionToken(token),
    userId,
    stage,
    createdAt: now.toISOString(),
  });
  return token;
}

/** The live challenge a cookie names: not expired, and its account not disabled. */
export async function resolveChallenge(
  db: DB,
  token: string | undefined,
  now: Date,
): Promise<StoredChallenge | undefined> {
  if (token === undefined || !tokenPattern.test(token)) return undefined;
  const challenge = await signInChallengesRepository(db).find(hashSessionToken(token));
  if (!challenge || challenge.account.disabled) return undefined;
  const age = now.getTime() - Date.parse(challenge.createdAt);
  return age < minutes(challengeMinutes) ? challenge : undefined;
}
