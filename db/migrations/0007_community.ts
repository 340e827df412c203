import type { Kysely } from 'kysely';

/**
 * Community posting (issue 11): one row per helpful mark, keyed by the answer and a hash of the
 * client's address, so one client marks one answer helpful once. The answer's row goes, its marks go.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('qna_helpful_marks')
    .addColumn('answer_id', 'text', (col) =>
      col.notNull().references('qna_answers.id').onDelete('cascade'),
    )
    .addColumn('client_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('qna_helpful_marks_pk', ['answer_id', 'client_hash'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('qna_helpful_marks').ifExists().execute();
}
