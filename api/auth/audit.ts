import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditRecord, auditRepository } from '../../db/repositories/audit';
import type { AuditAction } from '../../db/tables/staff';
import { isMutating } from './access';

/** '/api/academic-news/:id' → 'academic-news'. */
export function resourceOf(routeUrl: string): string {
  const segments = routeUrl.split('/').filter(Boolean);
  const index = segments[0] === 'api' ? 1 : 0;
  return segments[index] ?? 'api';
}

const pastTense: Record<AuditAction, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  other: 'changed',
};

/** POST creates, unless it acts on an existing item (`/api/users/:id/reset-password`). */
export function actionOf(method: string, routeUrl: string): AuditAction {
  switch (method.toUpperCase()) {
    case 'POST':
      return routeUrl.includes(':') ? 'update' : 'create';
    case 'PUT':
    case 'PATCH':
      return 'update';
    case 'DELETE':
      return 'delete';
    default:
      return 'other';
  }
}

function idField(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const id = record.id ?? record._id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/** The id of what a response describes: `{id}`, `{_id}`, or one level down (`{user: {id}}`). */
export function idInPayload(payload: unknown): string | undefined {
  const direct = idField(payload);
  if (direct !== undefined || typeof payload !== 'object' || payload === null) return direct;
  for (const value of Object.values(payload)) {
    const nested = idField(value);
    if (nested !== undefined) return nested;
  }
  return undefined;
}

export function paramId(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  const id = params?.id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Records every successful (2xx) POST, PUT, PATCH and DELETE under /api made by a signed-in staff
 * member: who, what (resource from the route's URL pattern, id, action from the method, and in
 * words the route's `audit.describe`, see AuditDescription) and when.
 * `config: { audit: { resource, action, describe } }` says it; `audit: false` skips.
 * It is written before the response goes out, so the client never sees a change the log lacks;
 * a staff change's record is written in the change's own transaction (change-transaction.ts).
 */
export function registerAuditLog(app: FastifyInstance): void {
  const payloadIds = new WeakMap<FastifyRequest, string>();
  const itemsBefore = new WeakMap<FastifyRequest, string>();
  const itemsAfter = new WeakMap<FastifyRequest, string>();
  const describing = (request: FastifyRequest) => {
    const audit = request.routeOptions.config.audit;
    return request.staff && isMutating(request.method) && audit ? audit.describe : undefined;
  };

  // After validation, before the handler: a delete's item still exists to be named.
  app.addHook('preHandler', async (request) => {
    const item = await describing(request)
      ?.before?.(request)
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not name the audited item');
        return undefined;
      });
    if (item) itemsBefore.set(request, item);
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (isMutating(request.method)) {
      const id = idInPayload(payload);
      if (id !== undefined) payloadIds.set(request, id);
    }
    // Only a success's answer is the item; an error's is the error.
    const after = reply.statusCode < 300 ? describing(request)?.after : undefined;
    if (after) {
      try {
        const item = after(payload, request);
        if (item) itemsAfter.set(request, item);
      } catch (error) {
        request.log.warn({ err: error }, 'could not name the audited item');
      }
    }
    return payload;
  });

  const describe = (request: FastifyRequest, action: AuditAction): string | null => {
    const description = describing(request);
    if (!description) return null;
    const verb =
      typeof description.verb === 'function'
        ? description.verb(request)
        : (description.verb ?? pastTense[action]);
    const item = itemsAfter.get(request) ?? itemsBefore.get(request) ?? description.item;
    return item ? `${verb} ${item}` : verb;
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const routeUrl = request.routeOptions.url;
    const audit = request.routeOptions.config.audit;
    const staff = request.staff;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    // A replayed answer (Idempotency-Key) changed nothing: its create is logged once already.
    const replayed = reply.hasHeader('idempotent-replayed');
    if (
      !ok ||
      replayed ||
      !staff ||
      !routeUrl?.startsWith('/api/') ||
      !isMutating(request.method) ||
      audit === false
    ) {
      return payload;
    }
    const action = audit?.action ?? actionOf(request.method, routeUrl);
    const entry: Omit<AuditRecord, 'id'> = {
      userId: staff.id,
      userEmail: staff.email,
      resource: audit?.resource ?? resourceOf(routeUrl),
      resourceId: paramId(request) ?? payloadIds.get(request) ?? null,
      action,
      method: request.method,
      path: request.url.split('?')[0] ?? routeUrl,
      createdAt: app.auth.now().toISOString(),
      description: describe(request, action),
    };
    const insert = () => auditRepository(app.db).insert(entry);
    // In a staff change's transaction the record commits with the change, or neither does.
    const change = request.change;
    if (change?.open) {
      await change.run(insert);
      return payload;
    }
    try {
      await insert();
    } catch (error) {
      request.log.error({ err: error }, 'could not write the audit log');
    }
    return payload;
  });
}
