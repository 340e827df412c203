import type { FastifyInstance } from 'fastify';
import { signInErrors } from '../../contract/auth';
import { HttpError } from '../plugins/errors';
import { accessOf, isMutating } from './access';
import { isSameOriginRequest } from './origin';
import { carriesSessionCookie } from './session-hook';

/**
 * The one guard every route passes, registered once before any route. Runs on onRequest, before the
 * body is parsed or validated, so a refused request changes nothing and learns nothing.
 *
 * - A POST, PUT, PATCH or DELETE that carries a session cookie, or goes to a public route (sign-in),
 *   must come from the site's own origin: otherwise 403.
 * - A 'staff' route (every mutating route unless it says otherwise) needs a live session: otherwise
 *   401. An 'admin' route also needs the admin role: otherwise 403.
 */
export function registerAccessGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // No matching route: the not-found handler answers 404.
    if (request.routeOptions.url === undefined) return;
    const access = accessOf(request);
    if (
      isMutating(request.method) &&
      (access === 'public' || carriesSessionCookie(app, request.cookies))
    ) {
      if (!isSameOriginRequest(request, app.auth.publicOrigin))
        throw new HttpError(403, signInErrors.crossSite);
    }
    if (access === 'public') return;
    if (!request.staff) throw new HttpError(401, signInErrors.required);
    if (access === 'admin' && request.staff.role !== 'admin')
      throw new HttpError(403, signInErrors.adminsOnly);
  });
}
