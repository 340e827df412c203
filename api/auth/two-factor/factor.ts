import type { DB } from '../../../db/client';
import { twoFactorRepository } from '../../../db/repositories/two-factor';
import { redeemRecoveryCode } from './recovery-codes';
import { matchTotp } from './totp';

export type FactorUsed = 'code' | 'recovery-code';

/**
 * Checks a second factor: six digits are an authenticator code, anything else a recovery code.
 * A code's time step is recorded as used (and a recovery code spent) in the same atomic update
 * that accepts it, so a replayed code, even one sent twice at once, is refused.
 */
export async function checkSecondFactor(
  db: DB,
  userId: string,
  code: string,
  now: Date,
): Promise<FactorUsed | undefined> {
  const record = await twoFactorRepository(db).find(userId);
  if (!record?.enabledAt) return undefined;
  const digits = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = await matchTotp(record.secret, digits, now, record.lastTimeStep);
    return step !== undefined && (await twoFactorRepository(db).acceptTimeStep(userId, step))
      ? 'code'
      : undefined;
  }
  return (await redeemRecoveryCode(db, userId, code, now)) ? 'recovery-code' : undefined;
}
