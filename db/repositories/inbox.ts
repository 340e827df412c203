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
export type MembershipValues = z.output<typeof membershipApplicationCreateSchema>;
export type ContactValues = z.output<typeof contactMessageCreateSchema>;
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

/**
 * Takes one of `limit` submission slots for `key`: a free one, or one whose submission is older
 * than `cutoff`. Each claim is a single INSERT … ON CONFLICT DO UPDATE … WHERE, atomic on both
 * engines, so parallel requests (on one instance or several) never take more than `limit` live
 * slots. Answers the slot taken, or undefined when every slot is live. The search starts after
 * the live slots (they fill in order), so a high limit (a busy address) costs one or two queries,
 * not one per live slot.
 */
export async function claimSubmissionSlot(
  db: DB,
  key: string,
  limit: number,
  at: string,
  cutoff: string,
): Promise<number | undefined> {
  const { live } = await db
    .selectFrom('inbox_submission_slots')
    .select((eb) => eb.fn.countAll<number>().as('live'))
    .where('key', '=', key)
    .where('submitted_at', '>', cutoff)
    .executeTakeFirstOrThrow();
  const first = Number(live);
  if (first >= limit) return undefined;
  for (let tried = 0; tried < limit; tried += 1) {
    const slot = ((first + tried) % limit) + 1;
    const result = await db
      .insertInto('inbox_submission_slots')
      .values({ key, slot, submitted_at: at })
      .onConflict((oc) =>
        oc
          .columns(['key', 'slot'])
          .doUpdateSet({ submitted_at: at })
          .where('inbox_submission_slots.submitted_at', '<=', cutoff),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return slot;
  }
  return undefined;
}

/** The oldest live submission for `key`: when it expires, a slot frees up. */
export async function oldestSubmission(
  db: DB,
  key: string,
  cutoff: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('inbox_submission_slots')
    .select((eb) => eb.fn.min('submitted_at').as('oldest'))
    .where('key', '=', key)
    .where('submitted_at', '>', cutoff)
    .executeTakeFirst();
  return row?.oldest ?? undefined;
}

/** Forgets slots older than the window, so the table holds only the last hour's senders. */
export async function deleteExpiredSubmissionSlots(db: DB, cutoff: string): Promise<void> {
  await db.deleteFrom('inbox_submission_slots').where('submitted_at', '<=', cutoff).execute();
}
