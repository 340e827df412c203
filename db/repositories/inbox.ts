import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { CategoryId, Level } from '../../contract/constants';
import type {
  contactMessageCreateSchema,
  InboxItem,
  InboxKind,
  membershipApplicationCreateSchema,
} from '../../contract/inbox';
import type { DB } from '../client';
import { containsAnyInsensitive, engineOf, fromFlag, toFlag } from '../dialect';
import type { InboxMessagesTable } from '../tables/inbox';
import { newId, offsetOf, orNull, orUndefined, type Page } from './shared';

type Row = Selectable<InboxMessagesTable>;
type MembershipValues = z.output<typeof membershipApplicationCreateSchema>;
type ContactValues = z.output<typeof contactMessageCreateSchema>;
export type InboxSubmission =
  ({ kind: 'membership' } & MembershipValues) | ({ kind: 'contact' } & ContactValues);

export interface InboxFilter extends Page {
  kind?: InboxKind | undefined;
  status?: 'open' | 'handled' | undefined;
  /** Text the sender's name, email, subject or message contains, any case. */
  q?: string | undefined;
}

/** The text a search looks in. */
const searched = ['name', 'email', 'subject', 'message'] as const;

function toItem(row: Row): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    ...(row.level ? { level: row.level as Level } : {}),
    ...(row.category ? { category: row.category as CategoryId } : {}),
    ...(row.subject ? { subject: row.subject } : {}),
    ...(row.message ? { message: row.message } : {}),
    handled: fromFlag(row.handled),
    createdAt: row.created_at,
    ...(row.handled_at ? { handledAt: orUndefined(row.handled_at) } : {}),
  };
}

export function inboxRepository(db: DB) {
  const engine = engineOf(db);
  const countOpen = () =>
    db
      .selectFrom('inbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('handled', '=', 0)
      .executeTakeFirst();
  return {
    async create(submission: InboxSubmission, at: string): Promise<InboxItem> {
      const row = await db
        .insertInto('inbox_messages')
        .values({
          id: newId(),
          kind: submission.kind,
          name: submission.name,
          email: submission.email,
          level: submission.kind === 'membership' ? submission.level : null,
          category: submission.kind === 'membership' ? submission.category : null,
          subject: submission.kind === 'contact' ? submission.subject : null,
          message: orNull(submission.message),
          handled: 0,
          created_at: at,
          handled_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toItem(row);
    },

    /** Newest first, with the total for the filter and the count of open items overall. */
    async list(filter: InboxFilter): Promise<{ items: InboxItem[]; total: number; open: number }> {
      let query = db.selectFrom('inbox_messages');
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      if (filter.status) query = query.where('handled', '=', filter.status === 'handled' ? 1 : 0);
      if (filter.q) query = query.where(containsAnyInsensitive(engine, searched, filter.q));
      const [rows, counted, open] = await Promise.all([
        query
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(filter.limit)
          .offset(offsetOf(filter))
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
        countOpen(),
      ]);
      return {
        items: rows.map(toItem),
        total: Number(counted?.count ?? 0),
        open: Number(open?.count ?? 0),
      };
    },

    async get(id: string): Promise<InboxItem | undefined> {
      const row = await db
        .selectFrom('inbox_messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toItem(row);
    },

    /** Items not handled yet, whatever any filter says. */
    async openCount(): Promise<number> {
      return Number((await countOpen())?.count ?? 0);
    },

    async setHandled(id: string, handled: boolean, at: string): Promise<InboxItem | undefined> {
      const row = await db
        .updateTable('inbox_messages')
        .set({ handled: toFlag(handled), handled_at: handled ? at : null })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toItem(row);
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('inbox_messages').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
