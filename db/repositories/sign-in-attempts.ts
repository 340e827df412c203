import type { DB } from '../client';

/**
 * Takes one of `limit` slots for `key`: a free one, or one whose attempt is older than `cutoff`.
 * Each claim is a single INSERT … ON CONFLICT DO UPDATE … WHERE, atomic on both engines, so parallel
 * attempts can never take more than `limit` live slots. Answers the slot, or undefined when all are live.
 */
export async function claimSlot(
  db: DB,
  key: string,
  limit: number,
  at: string,
  cutoff: string,
): Promise<number | undefined> {
  for (let slot = 1; slot <= limit; slot += 1) {
    const result = await db
      .insertInto('sign_in_attempts')
      .values({ key, slot, attempted_at: at })
      .onConflict((oc) =>
        oc
          .columns(['key', 'slot'])
          .doUpdateSet({ attempted_at: at })
          .where('sign_in_attempts.attempted_at', '<=', cutoff),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) return slot;
  }
  return undefined;
}

/** Gives back a slot taken by an attempt that turned out not to be a failure. */
export async function releaseSlot(db: DB, key: string, slot: number, at: string): Promise<void> {
  await db
    .deleteFrom('sign_in_attempts')
    .where('key', '=', key)
    .where('slot', '=', slot)
    .where('attempted_at', '=', at)
    .execute();
}

export async function clearSlots(db: DB, key: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('key', '=', key).execute();
}

/** The oldest live attempt for `key`: when it expires, a slot frees up. */
export async function oldestAttempt(
  db: DB,
  key: string,
  cutoff: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('sign_in_attempts')
    .select((eb) => eb.fn.min('attempted_at').as('oldest'))
    .where('key', '=', key)
    .where('attempted_at', '>', cutoff)
    .executeTakeFirst();
  return row?.oldest ?? undefined;
}

export async function deleteExpiredAttempts(db: DB, cutoff: string): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('attempted_at', '<=', cutoff).execute();
}
