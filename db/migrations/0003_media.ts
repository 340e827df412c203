import type { Kysely } from 'kysely';

/**
 * Media needs no table. Objects are named by the hash of their bytes and tracked by the store itself
 * (file or S3 object, with its age); which ones are in use is read from the content rows that hold
 * their URLs (api/media/service.ts). A second record of the same facts could only drift from them.
 * The migration stays, empty, so the numbering other migrations follow does not change.
 */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
