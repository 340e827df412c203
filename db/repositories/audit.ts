import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DB } from '../client';
import type { AuditAction, AuditLogTable } from '../tables/staff';

export interface AuditRecord {
  id: string;
  userId: string | null;
  userEmail: string;
  resource: string;
  resourceId: string | null;
  action: AuditAction;
  method: string;
  path: string;
  createdAt: string;
  /** 'hid a comment on the tutorial “Waves”'; null on entries older than the column. */
  description: string | null;
}

let sequence = 0;

/** Ids sort by time, then by the order this process wrote them. */
function sortableId(at: string): string {
  sequence = (sequence + 1) % 36 ** 4;
  const time = new Date(at).getTime().toString(36).padStart(10, '0');
  return `${time}${sequence.toString(36).padStart(4, '0')}${randomBytes(6).toString('hex')}`;
}

function toRecord(row: Selectable<AuditLogTable>): AuditRecord {
  return {
    id: row.id,
    userId: row.user_id,
    userEmail: row.user_email,
    resource: row.resource,
    resourceId: row.resource_id,
    action: row.action,
    method: row.method,
    path: row.path,
    createdAt: row.created_at,
    description: row.description,
  };
}

export function auditRepository(db: DB) {
  return {
    async insert(entry: Omit<AuditRecord, 'id'>): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          id: sortableId(entry.createdAt),
          user_id: entry.userId,
          user_email: entry.userEmail,
          resource: entry.resource,
          resource_id: entry.resourceId,
          action: entry.action,
          method: entry.method,
          path: entry.path,
          created_at: entry.createdAt,
          description: entry.description,
        })
        .execute();
    },

    async latest(limit: number): Promise<AuditRecord[]> {
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },
  };
}
