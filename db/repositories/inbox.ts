import type { z } from 'zod';
import type { CategoryId, Level } from '../../contract/constants';
import type {
  contactMessageCreateSchema,
  InboxItem,
  InboxKind,
  membershipApplicationCreateSchema,
} from '../../contract/inbox';
import type { DB } from '../client';
import { containsAnyInsensitive, engineOf, toFlag } from '../dialect';
import type { InboxMessagesTable } from '../tables/inbox';
import { flag, readOnly, rowMapping } from './row-mapping';
import { newId, offsetOf, orNull, type Page } from './shared';

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

/** An empty optional column reads as no value, as the original product showed it. */
const text = (value: string | null): string | undefined => value || undefined;

const fields = rowMapping<InboxMessagesTable, InboxItem, InboxSubmission>()({
  id: readOnly('id'),
  kind: 'kind',
  name: 'name',
  email: 'email',
  // Only a membership application has a level and a programme, only a contact message a subject.
  level: { column: 'level', read: (level) => text(level) as Level | undefined, write: orNull },
  category: {
    column: 'category',
    read: (category) => text(category) as CategoryId | undefined,
    write: orNull,
  },
  subject: { column: 'subject', read: text, write: orNull },
  message: { column: 'message', read: text, write: orNull },
  handled: { ...flag('handled'), write: false },
  createdAt: readOnly('created_at'),
  handledAt: { column: 'handled_at', read: text, write: false },
});
const toItem = fields.toRecord;

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
        .values(
          fields.toRow(submission, { id: newId(), handled: 0, created_at: at, handled_at: null }),
        )
        .returning(fields.columns)
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
          .select(fields.columns)
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
        .select(fields.columns)
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
        .returning(fields.columns)
        .executeTakeFirst();
      return row && toItem(row);
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('inbox_messages').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
