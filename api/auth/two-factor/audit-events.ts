import type { FastifyRequest } from 'fastify';
import type { DB } from '../../../db/client';
import { auditRepository } from '../../../db/repositories/audit';
import type { StaffAccount } from '../../../db/repositories/staff';

/**
 * Writes an audit entry for what the request-wide audit log cannot see: it records only successful
 * requests by a signed-in staff member, and a failed second step is neither.
 */
export async function recordSignInEvent(
  db: DB,
  request: FastifyRequest,
  account: StaffAccount,
  now: Date,
  description: string,
): Promise<void> {
  try {
    await auditRepository(db).insert({
      userId: account.id,
      userEmail: account.email,
      resource: 'sign-in',
      resourceId: account.id,
      action: 'other',
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      createdAt: now.toISOString(),
      description,
    });
  } catch (error) {
    request.log.error({ err: error }, 'could not write the audit log');
  }
}
