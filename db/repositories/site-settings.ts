import type { DB } from '../client';

export function siteSettingsRepository(db: DB) {
  return {
    /** A setting's stored text, or undefined when it was never set. */
    async read(name: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('site_settings')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.value;
    },

    async write(name: string, value: string, at: string): Promise<void> {
      await db
        .insertInto('site_settings')
        .values({ name, value, updated_at: at })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: at }))
        .execute();
    },
  };
}
