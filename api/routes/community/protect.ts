import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { communityErrors, communityLimits } from '../../../contract/community';
import { communityRepository } from '../../../db/repositories/community';
import { signInErrors } from '../../../contract/auth';
import { before, minutes } from '../../auth/clock';
import { HttpError } from '../../plugins/errors';
import { visitorHash, visitorOf } from './visitor';

/** The client's address, hashed: helpful marks keep this, never the address itself. */
export const clientHash = (request: FastifyRequest) =>
  createHash('sha256').update(`community\u0000${request.ip}`).digest('hex');

/**
 * Takes one of the browser's posting slots (shared by questions, answers and comments) and one of
 * its address's, or answers 429 with Retry-After. Per browser (its visitor cookie), so students
 * sharing a campus network do not use up each other's; per address with a much higher ceiling,
 * so a client that drops its cookie cannot flood. Slots live in the database, so every server
 * instance shares them. Signed-in staff (the moderators) are not limited.
 */
export async function takePostSlot(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  if (request.staff) return;
  const now = app.auth.now();
  const windowMs = minutes(communityLimits.windowMinutes);
  const cutoff = before(now, windowMs);
  const community = communityRepository(app.db);
  const visitor = visitorHash(visitorOf(app, request, reply));
  const full =
    (await community.takePostSlot(
      `visitor:${visitor}`,
      communityLimits.posts,
      now.toISOString(),
      cutoff,
    )) ??
    (await community.takePostSlot(
      `address:${request.ip}`,
      communityLimits.postsPerAddress,
      now.toISOString(),
      cutoff,
    ));
  if (!full) return;
  const waitMs = Date.parse(full.oldest) + windowMs - now.getTime();
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  reply.header('retry-after', String(seconds));
  throw new HttpError(429, communityErrors.tooMany(Math.max(1, Math.ceil(seconds / 60))));
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
