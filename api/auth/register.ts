import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
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
  await app.register(cookie);
  registerSessionLoading(app);
  registerAccessGuard(app);
  registerNoStore(app);
  registerAuditLog(app);
}
