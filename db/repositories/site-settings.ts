import type { DB } from '../client';

/** A setting's stored text, or undefined when it was never set. */
export async function readSetting(db: DB, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: DB, name: string, value: string, at: string): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ name, value, updated_at: at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: at }))
    .execute();
}
