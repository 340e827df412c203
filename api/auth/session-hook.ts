import type { FastifyInstance } from 'fastify';
import { resolveSession } from './sessions';

/** Sets `request.staff` and `request.sessionId` from the session cookie, for every request. */
export function registerSessionLoading(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request, reply) => {
    const { cookie, timeouts, now } = app.auth;
    const token = request.cookies[cookie.name];
    if (token === undefined) return;
    const session = await resolveSession(app.db, token, now(), timeouts);
    if (!session) {
      reply.clearCookie(cookie.name, { path: cookie.options.path, secure: cookie.options.secure });
      return;
    }
    request.staff = session.account;
    request.sessionId = session.id;
  });
}

/**
 * `cookies` is null for a request answered before the cookie parser ran (shed under load, or
 * refused while the server closes): such a request carries no session as far as its answer goes.
 */
export function carriesSessionCookie(
  app: FastifyInstance,
  cookies: Record<string, string | undefined> | null,
): boolean {
  return cookies?.[app.auth.cookie.name] !== undefined;
}
