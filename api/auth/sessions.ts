import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../../db/client';
import type { StaffAccount } from '../../db/repositories/staff';
import { sessionsRepository } from '../../db/repositories/sessions';
import { before, days, minutes } from './clock';

export interface SessionTimeouts {
  idleMinutes: number;
  absoluteDays: number;
}

/** 256 random bits, base64url: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session and answers the token for the cookie; only its hash is stored. */
export async function startSession(
  db: DB,
  userId: string,
  now: Date,
  timeouts: SessionTimeouts,
): Promise<string> {
  await sessionsRepository(db).removeExpired(
    before(now, minutes(timeouts.idleMinutes)),
    before(now, days(timeouts.absoluteDays)),
  );
  const token = randomBytes(32).toString('base64url');
  await sessionsRepository(db).insert(hashSessionToken(token), userId, now.toISOString());
  return token;
}

export interface ActiveSession {
  /** The stored (hashed) id. */
  id: string;
  account: StaffAccount;
}

/**
 * The session a cookie names, if it is live: not idle for too long, not too old, and its account
 * not disabled. A dead session is deleted. Last-seen is written at most about once a minute.
 */
export async function resolveSession(
  db: DB,
  token: string,
  now: Date,
  timeouts: SessionTimeouts,
): Promise<ActiveSession | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const id = hashSessionToken(token);
  const sessions = sessionsRepository(db);
  const session = await sessions.find(id);
  if (!session) return undefined;
  const idleMs = minutes(timeouts.idleMinutes);
  const sinceSeen = now.getTime() - Date.parse(session.lastSeenAt);
  const age = now.getTime() - Date.parse(session.createdAt);
  if (sinceSeen >= idleMs || age >= days(timeouts.absoluteDays) || session.account.disabled) {
    await sessions.remove(id);
    return undefined;
  }
  if (sinceSeen >= Math.min(60_000, idleMs / 4)) await sessions.touch(id, now.toISOString());
  return { id, account: session.account };
}
