import type { DB } from '../client';

const contentTables = [
  'academic_news',
  'upcoming_events',
  'calendar_events',
  'timetable_classes',
  'photos',
  'courses',
  'tutorials',
  'learning_resources',
  'qna_questions',
] as const;

/**
 * Whether the database holds no content yet (so the sample content goes in). Apart from the seed,
 * which loads its drawing libraries, so a start on a database with content never loads them.
 */
export async function isEmpty(db: DB): Promise<boolean> {
  for (const table of contentTables) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}
