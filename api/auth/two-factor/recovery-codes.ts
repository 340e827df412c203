import { randomInt } from 'node:crypto';
import { recoveryCodeCount } from '../../../contract/two-factor';
import type { DB } from '../../../db/client';
import { twoFactorRepository } from '../../../db/repositories/two-factor';
import { hashPassword, verifyPassword } from '../passwords';

/** Lower-case letters and digits without look-alikes (0/o, 1/l/i): 31 characters. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const groupLength = 5;

/** 'k3hq9-xm2rt': two groups of five, about 50 bits; single use and behind the sign-in limits. */
function newRecoveryCode(): string {
  const group = () =>
    Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${group()}-${group()}`;
}

/** As typed, in any case, with or without the hyphen or spaces: compared in one form. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Makes a fresh set of recovery codes (the old ones stop working); answers them, to show once. */
export async function issueRecoveryCodes(db: DB, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(normaliseRecoveryCode(code))));
  await twoFactorRepository(db).replaceRecoveryCodes(userId, hashes, now.toISOString());
  return codes;
}

/** Spends the unused recovery code `code` matches; false when it matches none. */
export async function redeemRecoveryCode(
  db: DB,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const typed = normaliseRecoveryCode(code);
  if (typed.length !== groupLength * 2) return false;
  const stored = await twoFactorRepository(db).unusedRecoveryCodes(userId);
  const matches = await Promise.all(stored.map((item) => verifyPassword(item.codeHash, typed)));
  const match = stored.find((_, index) => matches[index]);
  return (
    match !== undefined && twoFactorRepository(db).spendRecoveryCode(match.id, now.toISOString())
  );
}
