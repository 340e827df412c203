import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { communityErrors, communityLimits } from '../../../contract/community';
import { signInErrors } from '../../../contract/auth';
import { HttpError } from '../../plugins/errors';
import { minutesToWait, type RateLimit } from '../../plugins/rate-limits';
import { visitorHash, visitorOf } from './visitor';

/** The client's address, hashed: helpful marks keep this, never the address itself. */
export const clientHash = (request: FastifyRequest) =>
  createHash('sha256').update(`community\u0000${request.ip}`).digest('hex');

const postWindow = communityLimits.windowMinutes * 60;
/** Posts per browser (its visitor cookie), shared by questions, answers and comments. */
const postsPerVisitor: RateLimit = {
  name: 'community-visitor',
  points: communityLimits.posts,
  seconds: postWindow,
};
/** Posts per client address: a much higher ceiling, for a client that drops its cookie. */
const postsPerAddress: RateLimit = {
  name: 'community-address',
  points: communityLimits.postsPerAddress,
  seconds: postWindow,
};

const tooManyPosts = (seconds: number) => communityErrors.tooMany(minutesToWait(seconds));

/**
 * Takes one of the browser's posting slots and one of its address's, or answers 429 with
 * Retry-After. Per browser, so students sharing a campus network do not use up each other's; per
 * address with a much higher ceiling, so a client that drops its cookie cannot flood. The counts
 * are in the database (app.rateLimits), so every server instance shares them. Signed-in staff
 * (the moderators) are not limited.
 */
export async function takePostSlot(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.staff) return;
  const visitor = visitorHash(visitorOf(app, request, reply));
  await app.rateLimits.takeOr429(postsPerVisitor, visitor, tooManyPosts);
  await app.rateLimits.takeOr429(postsPerAddress, request.ip, tooManyPosts);
}

/** A filled honeypot: answered like a stored post, so the bot cannot tell, and nothing is kept. */
export function isBot(request: FastifyRequest, website: string | undefined): boolean {
  if (!website || website.trim() === '') return false;
  request.log.info({ url: request.url }, 'community: honeypot filled, post dropped');
  return true;
}

/** `?includeHidden=true` is for staff's moderation screen only. */
export function allowHidden(request: FastifyRequest, includeHidden: boolean | undefined): boolean {
  if (!includeHidden) return false;
  if (!request.staff) throw new HttpError(401, signInErrors.required);
  return true;
}
