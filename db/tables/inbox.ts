/** Membership applications, contact messages and their rate-limit slots (migration 0006). */
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

export interface InboxSubmissionSlotsTable {
  /** `<kind>:<client address>`. */
  key: string;
  slot: number;
  submitted_at: string;
}

export interface InboxTables {
  inbox_messages: InboxMessagesTable;
  inbox_submission_slots: InboxSubmissionSlotsTable;
}
