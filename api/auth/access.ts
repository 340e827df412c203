import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../db/tables/staff';
import type { StaffAccount } from '../../db/repositories/staff';
import { HttpError } from '../plugins/errors';

/**
 * Who may call a route, declared as `config: { access }`:
 * - 'public': anyone (a mutating public route still has to come from the site's own origin);
 * - 'staff': a signed-in staff member (the default for every POST, PUT, PATCH and DELETE);
 * - 'admin': a signed-in admin.
 * GET routes default to 'public'.
 */
export type Access = 'public' | 'staff' | 'admin';

/**
 * How the audit log describes an action in words: `${verb} ${item}`, e.g. 'hid' + 'a comment on
 * the tutorial “Waves”'. The item is found before the handler runs (what a delete or an update acts
 * on) or in the answer (what a create made); `item` says it when neither finds it.
 */
export interface AuditDescription {
  /** Past tense; by default from the action: 'created', 'updated', 'deleted'. */
  verb?: string | ((request: FastifyRequest) => string);
  /** The item as it was before the handler ran. */
  before?: (request: FastifyRequest) => Promise<string | undefined>;
  /** The item from the answer's body. */
  after?: (payload: unknown, request: FastifyRequest) => string | undefined;
  /** The item when neither finds it ('a news item'); '' for actions without one ('signed in'). */
  item: string;
}

/** How the audit log records a route's successful mutations; `false` records nothing. */
export type AuditConfig =
  false | { resource?: string; action?: AuditAction; describe?: AuditDescription };

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isMutating(method: string): boolean {
  return mutatingMethods.has(method.toUpperCase());
}

export function accessOf(request: FastifyRequest): Access {
  return request.routeOptions.config.access ?? (isMutating(request.method) ? 'staff' : 'public');
}

/** The signed-in staff member, for handlers of guarded routes (the guard has already checked). */
export function requireStaff(request: FastifyRequest): StaffAccount {
  if (!request.staff) throw new HttpError(401, 'Sign in required');
  return request.staff;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    audit?: AuditConfig;
  }
  interface FastifyRequest {
    /** The signed-in staff member, or null. Set for every request that carries a live session. */
    staff: StaffAccount | null;
    /** The stored (hashed) id of the request's session, or null. */
    sessionId: string | null;
  }
}
