import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DB } from '../client';
import { fromFlag, toFlag } from '../dialect';
import type { StaffRole, StaffUsersTable } from '../tables/staff';

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

export function toAccount(row: Selectable<StaffUsersTable>): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: fromFlag(row.disabled),
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
    passwordHash: row.password_hash,
  };
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  createdAt: string;
}

export interface StaffChanges {
  name?: string;
  role?: StaffRole;
  disabled?: boolean;
}

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
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row && toAccount(row);
    },

    async findById(id: string): Promise<StaffAccount | undefined> {
      const row = await db
        .selectFrom('staff_users')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toAccount(row);
    },

    async list(): Promise<StaffAccount[]> {
      const rows = await db.selectFrom('staff_users').selectAll().orderBy('email').execute();
      return rows.map(toAccount);
    },

    /** Inserts an account; undefined when the email (case-insensitively) is taken. */
    async insert(input: NewStaff): Promise<StaffAccount | undefined> {
      const row = {
        id: randomUUID(),
        email: input.email.toLowerCase(),
        name: input.name,
        role: input.role,
        password_hash: input.passwordHash,
        disabled: toFlag(false),
        created_at: input.createdAt,
        last_login_at: null,
      };
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
          .selectAll()
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
        const set = {
          ...(changes.name === undefined ? {} : { name: changes.name }),
          ...(changes.role === undefined ? {} : { role: changes.role }),
          ...(changes.disabled === undefined ? {} : { disabled: toFlag(changes.disabled) }),
        };
        if (Object.keys(set).length > 0)
          await trx.updateTable('staff_users').set(set).where('id', '=', id).execute();
        const updated = await trx
          .selectFrom('staff_users')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return { ok: true, account: toAccount(updated) } as const;
      });
    },
  };
}
