import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { siteSecretsRepository } from '../../db/repositories/site-secrets';
import type { AppConfig } from '../config';
import { registerAuditLog } from './audit';
import { registerAccessGuard } from './guard';
import { registerNoStore } from './no-store';
import { registerRouteTable } from './route-table';
import { authRuntime } from './runtime';
import { registerSessionLoading } from './session-hook';

/**
 * Sessions, the access guard, no-store and the audit log for every route. Call it in buildApp after
 * the database and before any route, so every route (including ones added later) is covered.
 */
export async function registerAuth(app: FastifyInstance, config: AppConfig): Promise<void> {
  app.decorate('auth', authRuntime(config));
  registerRouteTable(app);
  // Signed cookies (request.unsignCookie, reply.setCookie({ signed })) use a key kept in the
  // database, so it is the same on every instance and after a restart: the visitor cookie's.
  const secret = await siteSecretsRepository(app.db).get('cookie-signing-key', () =>
    randomBytes(32).toString('base64url'),
  );
  await app.register(cookie, { secret });
  registerSessionLoading(app);
  registerAccessGuard(app);
  registerNoStore(app);
  registerAuditLog(app);
}
