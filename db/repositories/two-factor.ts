import type { DB } from '../client';
import { newId } from './shared';

export interface TwoFactorRecord {
  secret: string;
  /** Null while set-up waits for its first code. */
  enabledAt: string | null;
  lastTimeStep: number | null;
}

export interface StoredRecoveryCode {
  id: string;
  codeHash: string;
}

export function twoFactorRepository(db: DB) {
  return {
    async find(userId: string): Promise<TwoFactorRecord | undefined> {
      const row = await db
        .selectFrom('staff_two_factor')
        .select(['secret', 'enabled_at', 'last_time_step'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return (
        row && {
          secret: row.secret,
          enabledAt: row.enabled_at,
          lastTimeStep: row.last_time_step === null ? null : Number(row.last_time_step),
        }
      );
    },

    /**
     * Keeps a new secret waiting for its first code, replacing an earlier unconfirmed one. False when
     * two-factor sign-in is already on for the account (its secret is never replaced this way).
     */
    async begin(userId: string, secret: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('staff_two_factor')
        .values({ user_id: userId, secret, enabled_at: null, last_time_step: null, created_at: at })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ secret, created_at: at })
            .where('staff_two_factor.enabled_at', 'is', null),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Turns a waiting secret on, the confirming code's step used; false when there was none waiting. */
    async enable(userId: string, timeStep: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('staff_two_factor')
        .set({ enabled_at: at, last_time_step: timeStep })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Records a code's time step as used, only if it is later than the last one: one atomic UPDATE, so
     * of two requests with the same code only one succeeds.
     */
    async acceptTimeStep(userId: string, timeStep: number): Promise<boolean> {
      const result = await db
        .updateTable('staff_two_factor')
        .set({ last_time_step: timeStep })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is not', null)
        .where((eb) =>
          eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Turns two-factor sign-in off: the secret and every recovery code go. */
    async remove(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
        await trx.deleteFrom('staff_two_factor').where('user_id', '=', userId).execute();
      });
    },

    /** The accounts with two-factor sign-in on. */
    async enabledUserIds(): Promise<Set<string>> {
      const rows = await db
        .selectFrom('staff_two_factor')
        .select('user_id')
        .where('enabled_at', 'is not', null)
        .execute();
      return new Set(rows.map((row) => row.user_id));
    },

    /** Replaces an account's recovery codes (used ones included) with new hashes. */
    async replaceRecoveryCodes(userId: string, hashes: string[], at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
        if (hashes.length === 0) return;
        await trx
          .insertInto('staff_recovery_codes')
          .values(
            hashes.map((hash) => ({
              id: newId(),
              user_id: userId,
              code_hash: hash,
              created_at: at,
              used_at: null,
            })),
          )
          .execute();
      });
    },

    async unusedRecoveryCodes(userId: string): Promise<StoredRecoveryCode[]> {
      const rows = await db
        .selectFrom('staff_recovery_codes')
        .select(['id', 'code_hash'])
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
      return rows.map((row) => ({ id: row.id, codeHash: row.code_hash }));
    },

    /** Marks a code used; false when it already was (a parallel request spent it first). */
    async spendRecoveryCode(id: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('staff_recovery_codes')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
