import { randomUUID } from 'node:crypto';
import type { DB } from '../client';
import { toFlag } from '../dialect';
import type { StaffRole, StaffUsersTable } from '../tables/staff';
import { flag, readOnly, rowMapping, type ValuesOf } from './row-mapping';

/** A staff account as the server sees it (the hash never leaves the server). */
export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  passwordHash: string;
}

const fields = rowMapping<StaffUsersTable, StaffAccount>()({
  id: readOnly('id'),
  // Emails are kept in lower case, so one address is one account whatever its case.
  email: { column: 'email', write: (email) => email.toLowerCase() },
  name: 'name',
  role: 'role',
  disabled: flag('disabled'),
  createdAt: 'created_at',
  lastLoginAt: 'last_login_at',
  passwordHash: 'password_hash',
});
export const toAccount = fields.toRecord;

export type NewStaff = Omit<ValuesOf<typeof fields>, 'disabled' | 'lastLoginAt'>;

export type StaffChanges = Partial<Pick<StaffAccount, 'name' | 'role' | 'disabled'>>;

export type UpdateStaffResult =
  { ok: true; account: StaffAccount } | { ok: false; reason: 'not-found' | 'last-admin' };

export function staffRepository(db: DB) {
  return {
    async count(): Promise<number> {
      const row = await db
        .selectFrom('staff_users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async findByEmail(email: string): Promise<StaffAccount | undefined> {
      const row = await db
        .selectFrom('staff_users')
        .select(fields.columns)
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row && toAccount(row);
    },

    async findById(id: string): Promise<StaffAccount | undefined> {
      const row = await db
        .selectFrom('staff_users')
        .select(fields.columns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toAccount(row);
    },

    async list(): Promise<StaffAccount[]> {
      const rows = await db
        .selectFrom('staff_users')
        .select(fields.columns)
        .orderBy('email')
        .execute();
      return rows.map(toAccount);
    },

    /** Inserts an account; undefined when the email (case-insensitively) is taken. */
    async insert(input: NewStaff): Promise<StaffAccount | undefined> {
      const row = fields.toRow(
        { ...input, disabled: false, lastLoginAt: null },
        { id: randomUUID() },
      );
      const result = await db
        .insertInto('staff_users')
        .values(row)
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1 ? toAccount(row) : undefined;
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('staff_users')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .execute();
    },

    async recordLogin(id: string, at: string): Promise<void> {
      await db.updateTable('staff_users').set({ last_login_at: at }).where('id', '=', id).execute();
    },

    /**
     * Applies changes, refusing any that would leave no active (enabled) admin. The active admins' rows
     * are locked first (a no-op update), so two admins demoting each other at once cannot both succeed.
     */
    async update(id: string, changes: StaffChanges): Promise<UpdateStaffResult> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_users')
          .set((eb) => ({ disabled: eb.ref('disabled') }))
          .where('role', '=', 'admin')
          .where('disabled', '=', toFlag(false))
          .execute();
        const row = await trx
          .selectFrom('staff_users')
          .select(fields.columns)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return { ok: false, reason: 'not-found' } as const;
        const current = toAccount(row);
        const wasActiveAdmin = current.role === 'admin' && !current.disabled;
        const staysActiveAdmin =
          (changes.role ?? current.role) === 'admin' && !(changes.disabled ?? current.disabled);
        if (wasActiveAdmin && !staysActiveAdmin) {
          const others = await trx
            .selectFrom('staff_users')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('role', '=', 'admin')
            .where('disabled', '=', toFlag(false))
            .where('id', '!=', id)
            .executeTakeFirstOrThrow();
          if (Number(others.count) === 0) return { ok: false, reason: 'last-admin' } as const;
        }
        const set = fields.changes(changes);
        if (Object.keys(set).length > 0)
          await trx.updateTable('staff_users').set(set).where('id', '=', id).execute();
        const updated = await trx
          .selectFrom('staff_users')
          .select(fields.columns)
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return { ok: true, account: toAccount(updated) } as const;
      });
    },
  };
}
