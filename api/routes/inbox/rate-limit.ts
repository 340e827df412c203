import type { FastifyInstance } from 'fastify';
import type { InboxKind } from '../../../contract/inbox';
import { inboxRateLimit } from '../../../contract/inbox';
import { minutesToWait, type RateLimit } from '../../plugins/rate-limits';

/** Submissions of one kind of form per client address per window. */
const inboxSubmissions: RateLimit = {
  name: 'inbox',
  points: inboxRateLimit.submissions,
  seconds: inboxRateLimit.windowMinutes * 60,
};

/**
 * Takes one of the client address's submissions for this kind of form before anything is stored,
 * or throws 429 with Retry-After. The count is in the database (app.rateLimits), so every instance
 * of the server shares it and a restart does not reset it.
 */
export async function takeSubmission(
  app: FastifyInstance,
  kind: InboxKind,
  address: string,
): Promise<void> {
  await app.rateLimits.takeOr429(inboxSubmissions, `${kind}:${address}`, tooManySubmissionsMessage);
}

function tooManySubmissionsMessage(retryAfterSeconds: number): string {
  const wait = minutesToWait(retryAfterSeconds);
  return `You have sent several messages in a short time. Please try again in ${wait} ${
    wait === 1 ? 'minute' : 'minutes'
  }.`;
}
