import type { DB } from '../client';
import type { ChallengeStage } from '../tables/two-factor';
import { toAccount, type StaffAccount } from './staff';

export interface StoredChallenge {
  /** SHA-256 (hex) of the cookie's value. */
  id: string;
  stage: ChallengeStage;
  createdAt: string;
  account: StaffAccount;
}

export function signInChallengesRepository(db: DB) {
  return {
    async insert(challenge: {
      id: string;
      userId: string;
      stage: ChallengeStage;
      createdAt: string;
    }): Promise<void> {
      await db
        .insertInto('sign_in_challenges')
        .values({
          id: challenge.id,
          user_id: challenge.userId,
          stage: challenge.stage,
          created_at: challenge.createdAt,
        })
        .execute();
    },

    async find(id: string): Promise<StoredChallenge | undefined> {
      const row = await db
        .selectFrom('sign_in_challenges as c')
        .innerJoin('staff_users as u', 'u.id', 'c.user_id')
        .selectAll('u')
        .select([
          'c.id as challenge_id',
          'c.stage as challenge_stage',
          'c.created_at as challenge_at',
        ])
        .where('c.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const { challenge_id, challenge_stage, challenge_at, ...user } = row;
      return {
        id: challenge_id,
        stage: challenge_stage,
        createdAt: challenge_at,
        account: toAccount(user),
      };
    },

    /** Ends a challenge; false when it was already gone (another request finished it first). */
    async remove(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sign_in_challenges')
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async removeForAccount(userId: string): Promise<void> {
      await db.deleteFrom('sign_in_challenges').where('user_id', '=', userId).execute();
    },

    async removeExpired(cutoff: string): Promise<void> {
      await db.deleteFrom('sign_in_challenges').where('created_at', '<=', cutoff).execute();
    },
  };
}
