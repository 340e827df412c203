import type { Kysely } from 'kysely';

/**
 * What each logged action was, in words, naming its item: 'hid a comment on the tutorial “Waves”'
 * (issue 22). Written when the action happens, because the item may be renamed or deleted later.
 * Older entries have none and are described from their resource and method.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('description', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').dropColumn('description').execute();
}
