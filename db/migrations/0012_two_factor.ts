import { sql, type Kysely } from 'kysely';

/**
 * Two-factor sign-in for staff (issue 17, ASVS 6.3.3):
 * - `staff_two_factor`: an account's TOTP secret; `enabled_at` stays null until a first code
 *   confirms it, and `last_time_step` is the last time step a code was accepted for, so no code is
 *   accepted twice.
 * - `staff_recovery_codes`: one-time recovery codes, argon2id hashes only; `used_at` marks a spent one.
 * - `sign_in_challenges`: a password accepted, a second step still due: 'code' (enter a code) or
 *   'enrol' (an admin must set up two-factor sign-in first). The cookie's id is stored hashed.
 * - `site_settings`: settings admins change at run time, by name ('require-two-factor-for-admins').
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_two_factor')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('enabled_at', 'text')
    .addColumn('last_time_step', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_user_id')
    .on('staff_recovery_codes')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sign_in_challenges')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) =>
      col.notNull().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('stage', 'text', (col) => col.notNull().check(sql`stage in ('code', 'enrol')`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sign_in_challenges_user_id')
    .on('sign_in_challenges')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('site_settings')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_settings').ifExists().execute();
  await db.schema.dropTable('sign_in_challenges').ifExists().execute();
  await db.schema.dropTable('staff_recovery_codes').ifExists().execute();
  await db.schema.dropTable('staff_two_factor').ifExists().execute();
}
