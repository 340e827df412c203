import type { AuditEntry, StaffUser } from '../../contract/auth';
import type { AuditRecord } from '../../db/repositories/audit';
import type { StaffAccount } from '../../db/repositories/staff';

/** What the API shows of an account: everything but the password hash. */
export function toStaffUser(account: StaffAccount): StaffUser {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    disabled: account.disabled,
    createdAt: account.createdAt,
    lastLoginAt: account.lastLoginAt,
  };
}

export function toAuditEntry(record: AuditRecord): AuditEntry {
  return { ...record };
}
