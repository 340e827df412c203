import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signInErrors } from '../../contract/auth';
import type { Audience } from '../../db/repositories/publishing';
import { HttpError } from '../plugins/errors';

/**
 * Whom a read of news or events is for (ADR 0020): staff asking for drafts see everything (a
 * visitor asking gets 401); every other read sees what is public now, by the app's clock, staff's
 * included, so a public page reads the same whoever is signed in.
 */
export function audienceOf(
  app: FastifyInstance,
  request: FastifyRequest,
  includeDrafts: boolean | undefined,
): Audience {
  if (!includeDrafts) return app.auth.now();
  if (!request.staff) throw new HttpError(401, signInErrors.required);
  return 'staff';
}
