import type { DB } from '../client';

export interface StoredAnswer {
  requestHash: string;
  status: number;
  /** The answer's body, as JSON text. */
  body: string;
}

export interface FoundAnswer extends StoredAnswer {
  /** When the answer was stored (ISO). */
  createdAt: string;
}

/** SQLite and PostgreSQL report a primary-key violation under different codes. */
export function isDuplicateKey(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** The answers to creates sent with an Idempotency-Key (migration 0013, ADR 0012). */
export function idempotencyKeysRepository(db: DB) {
  return {
    /** The answer stored for `owner`'s `key` since `since` (ISO), if any. */
    async find(owner: string, key: string, since: string): Promise<FoundAnswer | undefined> {
      const row = await db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status', 'response_body', 'created_at'])
        .where('owner', '=', owner)
        .where('key', '=', key)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return (
        row && {
          requestHash: row.request_hash,
          status: row.status,
          body: row.response_body,
          createdAt: row.created_at,
        }
      );
    },

    /**
     * Stores an answer. A row for the same key that has expired is replaced; a live one makes the
     * insert fail with a duplicate key (isDuplicateKey): another request with the key got there first.
     */
    async save(
      owner: string,
      key: string,
      answer: StoredAnswer,
      now: string,
      since: string,
    ): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('owner', '=', owner)
        .where('key', '=', key)
        .where('created_at', '<', since)
        .execute();
      await db
        .insertInto('idempotency_keys')
        .values({
          owner,
          key,
          request_hash: answer.requestHash,
          status: answer.status,
          response_body: answer.body,
          created_at: now,
        })
        .execute();
    },

    /** Forgets every answer stored before `before` (ISO). */
    async deleteOlderThan(before: string): Promise<void> {
      await db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
    },
  };
}
