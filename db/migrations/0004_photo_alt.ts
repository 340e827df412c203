import type { Kysely } from 'kysely';

/**
 * Photos get a text alternative staff can write. NULL (every existing photo) means the image is
 * described by its name and label (contract/photos.ts photoAltText), so nothing needs back-filling.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photos').addColumn('alt', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photos').dropColumn('alt').execute();
}
