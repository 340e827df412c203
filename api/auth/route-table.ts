import type { FastifyInstance } from 'fastify';
import type { Access, AuditConfig } from './access';

interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  audit: AuditConfig | undefined;
}

/**
 * Every route registered after this, one entry per method, so tests can walk them all (and prove
 * the guard covers routes nobody has written yet). Register it before any route.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        audit: route.config?.audit,
      });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}
