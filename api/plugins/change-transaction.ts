import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';
import { requestTransaction, type RequestTransaction } from '../../db/request-transaction';
import { isMutating } from '../auth/access';

/**
 * One transaction per staff change (ADR 0018): a signed-in staff member's POST, PUT, PATCH or
 * DELETE under /api runs its handler in a request transaction, which the audit record (and a
 * create's Idempotency-Key record) then joins; it commits once, before the answer goes out. So a
 * change is never committed without its audit record, and it costs one durable commit (one fsync
 * on SQLite) instead of one per statement.
 *
 * Not joined: multipart bodies (an update may read its item before streaming the file, and the
 * upload must not hold SQLite's only connection), and routes with `config.transaction: false`
 * (sign-in, passwords and accounts: they hash passwords while they work). An error answer (4xx or
 * 5xx) rolls back: a change refused part-way leaves nothing half-written.
 *
 * Register after the idempotency plugin (its handler wraps theirs, so they find the transaction)
 * and before the public cache's relay (the answer waits for the commit's notification).
 */
export function registerChangeTransactions(app: FastifyInstance): void {
  app.decorateRequest('change', undefined);

  app.addHook('onRoute', (route) => {
    if (!joinsTransaction(route)) return;
    const handler = route.handler;
    route.handler = function (this: FastifyInstance, request, reply) {
      if (!request.staff || request.isMultipart()) return handler.call(this, request, reply);
      const transaction = requestTransaction(app.db);
      request.change = transaction;
      return transaction.run(() => handler.call(this, request, reply));
    } as RouteHandlerMethod;
  });

  // After the audit and idempotency hooks have written through it.
  app.addHook('onSend', async (request, reply, payload) => {
    const transaction = request.change;
    if (!transaction?.open) return payload;
    if (reply.statusCode >= 400) await transaction.rollback();
    else await transaction.commit();
    return payload;
  });
  // An answer that never reached onSend (the client went away).
  app.addHook('onResponse', async (request) => {
    await request.change?.rollback();
  });
}

function joinsTransaction(route: RouteOptions): boolean {
  const methods = [route.method].flat();
  return (
    methods.some((method) => isMutating(method)) &&
    route.url.startsWith('/api/') &&
    route.config?.transaction !== false
  );
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a staff change on this route commits statement by statement (see above). */
    transaction?: boolean;
  }
  interface FastifyRequest {
    /** The transaction of a staff change (registerChangeTransactions), while it is open. */
    change?: RequestTransaction;
  }
}
