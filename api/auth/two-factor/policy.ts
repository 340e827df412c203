import type { DB } from '../../../db/client';
import type { StaffAccount } from '../../../db/repositories/staff';
import { siteSettingsRepository } from '../../../db/repositories/site-settings';
import { twoFactorRepository } from '../../../db/repositories/two-factor';

const requireForAdmins = 'require-two-factor-for-admins';

/** The site setting 'Require two-factor sign-in for admins' (off until an admin turns it on). */
export async function twoFactorRequiredForAdmins(db: DB): Promise<boolean> {
  return (await siteSettingsRepository(db).read(requireForAdmins)) === 'true';
}

export async function setTwoFactorRequiredForAdmins(
  db: DB,
  required: boolean,
  now: Date,
): Promise<void> {
  await siteSettingsRepository(db).write(requireForAdmins, String(required), now.toISOString());
}

export async function isTwoFactorRequired(db: DB, account: StaffAccount): Promise<boolean> {
  return account.role === 'admin' && (await twoFactorRequiredForAdmins(db));
}

async function hasTwoFactor(db: DB, userId: string): Promise<boolean> {
  return Boolean((await twoFactorRepository(db).find(userId))?.enabledAt);
}

/**
 * What a right password leads to: a code ('two-factor') when the account has a second factor,
 * setting one up first ('enrol') when the site requires it of the account, otherwise nothing more.
 */
export async function secondStepFor(
  db: DB,
  account: StaffAccount,
): Promise<'two-factor' | 'enrol' | undefined> {
  if (await hasTwoFactor(db, account.id)) return 'two-factor';
  return (await isTwoFactorRequired(db, account)) ? 'enrol' : undefined;
}
