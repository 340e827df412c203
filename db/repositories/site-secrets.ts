import type { DB } from '../client';
import { nowIso } from './shared';

export function siteSecretsRepository(db: DB) {
  return {
    /**
     * A secret made once and kept: the first caller's `make()` wins, and every later call, on any
     * server instance, gets that same value.
     */
    async get(name: string, make: () => string): Promise<string> {
      await db
        .insertInto('site_secrets')
        .values({ name, value: make(), created_at: nowIso() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('site_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
