import type { DB } from '../../db/client';
import { sessionsRepository } from '../../db/repositories/sessions';
import {
  type StaffAccount,
  type StaffChanges,
  staffRepository,
  type UpdateStaffResult,
} from '../../db/repositories/staff';
import type { StaffRole } from '../../db/tables/staff';
import { generateOneTimePassword, hashPassword } from './passwords';
import { clearAccountFailures } from './sign-in-limiter';

export const lastAdminMessage =
  'There must always be at least one active admin: make another account admin first.';

export interface NewAccount {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** Creates an account; undefined when the email is taken. */
export async function createAccount(
  db: DB,
  now: Date,
  input: NewAccount,
): Promise<StaffAccount | undefined> {
  return staffRepository(db).insert({
    email: input.email.trim().toLowerCase(),
    name: input.name,
    role: input.role,
    passwordHash: await hashPassword(input.password),
    createdAt: now.toISOString(),
  });
}

/**
 * Sets a new password and ends the account's other sessions (all of them when `keepSessionId` is
 * null); the account's sign-in failures are forgotten.
 */
export async function setAccountPassword(
  db: DB,
  account: StaffAccount,
  password: string,
  keepSessionId: string | null,
): Promise<void> {
  await staffRepository(db).setPasswordHash(account.id, await hashPassword(password));
  await sessionsRepository(db).removeForAccount(account.id, keepSessionId);
  await clearAccountFailures(db, account.email);
}

/** Gives an account a generated password, shown once; undefined when there is no such account. */
export async function resetAccountPassword(
  db: DB,
  id: string,
  keepSessionId: string | null,
): Promise<{ account: StaffAccount; oneTimePassword: string } | undefined> {
  const account = await staffRepository(db).findById(id);
  if (!account) return undefined;
  const oneTimePassword = generateOneTimePassword();
  await setAccountPassword(db, account, oneTimePassword, keepSessionId);
  return { account, oneTimePassword };
}

/** Changes name, role or disabled; disabling ends all of the account's sessions. */
export async function updateAccount(
  db: DB,
  id: string,
  changes: StaffChanges,
): Promise<UpdateStaffResult> {
  const result = await staffRepository(db).update(id, changes);
  if (result.ok && result.account.disabled) await sessionsRepository(db).removeForAccount(id);
  return result;
}
