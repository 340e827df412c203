/** Membership applications and contact messages (migration 0006); their limit is in rate_limits. */
export interface InboxMessagesTable {
  id: string;
  kind: 'membership' | 'contact';
  name: string;
  email: string;
  /** Membership applications only. */
  level: string | null;
  category: string | null;
  /** Contact messages only. */
  subject: string | null;
  message: string | null;
  /** 0/1. */
  handled: number;
  created_at: string;
  handled_at: string | null;
}

export interface InboxTables {
  inbox_messages: InboxMessagesTable;
}
