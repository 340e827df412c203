import type { FastifyInstance } from 'fastify';
import {
  contactMessageCreateSchema,
  membershipApplicationCreateSchema,
  type InboxKind,
} from '../../../contract/inbox';
import { inboxRepository, type InboxSubmission } from '../../../db/repositories/inbox';
import { parseOr400 } from '../../lib/validate';
import { takeSubmission } from './rate-limit';

const schemas = {
  membership: membershipApplicationCreateSchema,
  contact: contactMessageCreateSchema,
};

/**
 * Receives a membership application or a contact message, from the API or from the pages' own
 * forms (web/app/routes/contact.tsx): parsed with the contract, then the rate limit (a bot's
 * submissions use up its slots too), then the honeypot: a filled one is answered exactly like a
 * stored submission, so the bot cannot tell, and nothing is kept. Throws HttpError (400, 429).
 */
export async function receiveSubmission(
  app: FastifyInstance,
  kind: InboxKind,
  body: unknown,
  clientAddress: string,
): Promise<void> {
  const { website, ...values } = parseOr400(schemas[kind], body);
  await takeSubmission(app, kind, clientAddress);
  if (website && website.trim() !== '') {
    app.log.info({ kind }, 'inbox: honeypot filled, submission dropped');
    return;
  }
  await inboxRepository(app.db).create(
    { kind, ...values } as InboxSubmission,
    app.auth.now().toISOString(),
  );
}
