import type { InboxKind } from '../../../contract/inbox';
import { inboxRateLimit } from '../../../contract/inbox';
import type { DB } from '../../../db/client';
import {
  claimSubmissionSlot,
  deleteExpiredSubmissionSlots,
  oldestSubmission,
} from '../../../db/repositories/inbox';
import { before, minutes } from '../../auth/clock';

export type SubmissionAllowance = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Takes one of the client address's submission slots for this kind of form before anything is
 * stored. The slots live in the database, not in memory, so every instance of the server behind a
 * load balancer shares them and a restart does not reset them.
 */
export async function allowSubmission(
  db: DB,
  now: Date,
  kind: InboxKind,
  address: string,
): Promise<SubmissionAllowance> {
  const windowMs = minutes(inboxRateLimit.windowMinutes);
  const cutoff = before(now, windowMs);
  await deleteExpiredSubmissionSlots(db, cutoff);
  const key = `${kind}:${address}`;
  const slot = await claimSubmissionSlot(
    db,
    key,
    inboxRateLimit.submissions,
    now.toISOString(),
    cutoff,
  );
  if (slot !== undefined) return { ok: true };
  const oldest = await oldestSubmission(db, key, cutoff);
  const waitMs = oldest === undefined ? windowMs : Date.parse(oldest) + windowMs - now.getTime();
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

export function tooManySubmissionsMessage(retryAfterSeconds: number): string {
  const wait = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have sent several messages in a short time. Please try again in ${wait} ${
    wait === 1 ? 'minute' : 'minutes'
  }.`;
}
