import type { DB } from '../client';
import { toAccount, type StaffAccount } from './staff';

export interface StoredSession {
  /** SHA-256 (hex) of the cookie's id. */
  id: string;
  createdAt: string;
  lastSeenAt: string;
  account: StaffAccount;
}

export function sessionsRepository(db: DB) {
  return {
    async insert(id: string, userId: string, at: string): Promise<void> {
      await db
        .insertInto('staff_sessions')
        .values({ id, user_id: userId, created_at: at, last_seen_at: at })
        .execute();
    },

    async find(id: string): Promise<StoredSession | undefined> {
      const row = await db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff_users as u', 'u.id', 's.user_id')
        .selectAll('u')
        .select([
          's.id as session_id',
          's.created_at as session_created_at',
          's.last_seen_at as session_last_seen_at',
        ])
        .where('s.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const { session_id, session_created_at, session_last_seen_at, ...user } = row;
      return {
        id: session_id,
        createdAt: session_created_at,
        lastSeenAt: session_last_seen_at,
        account: toAccount(user),
      };
    },

    async touch(id: string, at: string): Promise<void> {
      await db
        .updateTable('staff_sessions')
        .set({ last_seen_at: at })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
    },

    /** Ends every session of an account, except (optionally) the one making the request. */
    async removeForAccount(userId: string, exceptId?: string | null): Promise<void> {
      let query = db.deleteFrom('staff_sessions').where('user_id', '=', userId);
      if (exceptId) query = query.where('id', '!=', exceptId);
      await query.execute();
    },

    async countForAccount(userId: string): Promise<number> {
      const row = await db
        .selectFrom('staff_sessions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Removes sessions idle since `idleCutoff` or started before `absoluteCutoff`. */
    async removeExpired(idleCutoff: string, absoluteCutoff: string): Promise<void> {
      await db
        .deleteFrom('staff_sessions')
        .where((eb) =>
          eb.or([eb('last_seen_at', '<=', idleCutoff), eb('created_at', '<=', absoluteCutoff)]),
        )
        .execute();
    },
  };
}
