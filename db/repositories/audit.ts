import { randomBytes } from 'node:crypto';
import type { DB } from '../client';
import type { AuditAction, AuditLogTable } from '../tables/staff';
import { readOnly, rowMapping } from './row-mapping';

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

const fields = rowMapping<AuditLogTable, AuditRecord>()({
  id: readOnly('id'),
  userId: 'user_id',
  userEmail: 'user_email',
  resource: 'resource',
  resourceId: 'resource_id',
  action: 'action',
  method: 'method',
  path: 'path',
  createdAt: 'created_at',
  description: 'description',
});

export function auditRepository(db: DB) {
  return {
    async insert(entry: Omit<AuditRecord, 'id'>): Promise<void> {
      await db
        .insertInto('audit_log')
        .values(fields.toRow(entry, { id: sortableId(entry.createdAt) }))
        .execute();
    },

    async latest(limit: number): Promise<AuditRecord[]> {
      const rows = await db
        .selectFrom('audit_log')
        .select(fields.columns)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(fields.toRecord);
    },
  };
}
