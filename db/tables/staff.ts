// Staff accounts, sessions and the audit log (issue 3); sign-in limits are in rate_limits.
// Ids are text made by the app, times are ISO-8601 text, flags are 0/1 integers.

export type StaffRole = 'admin' | 'editor';
export type AuditAction = 'create' | 'update' | 'delete' | 'other';

export interface StaffUsersTable {
  id: string;
  /** Always stored lower-cased, so uniqueness is case-insensitive. */
  email: string;
  name: string;
  role: StaffRole;
  /** argon2id, PHC string. */
  password_hash: string;
  disabled: number;
  created_at: string;
  last_login_at: string | null;
}

interface StaffSessionsTable {
  /** SHA-256 (hex) of the cookie's random id; the id itself is never stored. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
}

export interface AuditLogTable {
  /** Sortable: newer entries have greater ids. */
  id: string;
  user_id: string | null;
  user_email: string;
  resource: string;
  resource_id: string | null;
  action: AuditAction;
  method: string;
  path: string;
  created_at: string;
  /** The action in words, naming its item (migration 0008); null on older entries. */
  description: string | null;
}

export interface StaffTables {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
}
