import type { FastifyInstance } from 'fastify';
import { carriesSessionCookie } from './session-hook';

const privatePrefixes = ['/api/auth/', '/api/users', '/api/activity'];

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * No cache may keep staff data: every API response to a request that carries a session cookie, and
 * every response from the account routes, is `Cache-Control: no-store`.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    const isPrivate = privatePrefixes.some((prefix) => path.startsWith(prefix));
    if (isPrivate || (isApiPath(path) && carriesSessionCookie(app, request.cookies))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
