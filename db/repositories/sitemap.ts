import type { SitemapRecord } from '../../contract/public-reads';
import type { DB } from '../client';
import { publicAt } from './publishing';

/**
 * Every record that has a public page of its own (hidden questions, drafts and scheduled items
 * have none), with its last change; photos only for the date their collections last changed.
 * `now`: the app's clock, for what is published by then.
 */
export function sitemapRepository(db: DB) {
  return {
    async records(now: Date): Promise<SitemapRecord[]> {
      const pick =
        <K extends SitemapRecord['kind']>(kind: K) =>
        (rows: { id: string; updated_at: string }[]) =>
          rows.map((row) => ({ kind, id: row.id, updatedAt: row.updated_at }));
      const [news, events, courses, tutorials, questions, photos] = await Promise.all([
        db
          .selectFrom('academic_news')
          .select(['id', 'updated_at'])
          .where(publicAt('academic_news', now))
          .execute()
          .then(pick('news')),
        db
          .selectFrom('upcoming_events')
          .select(['id', 'updated_at'])
          .where(publicAt('upcoming_events', now))
          .execute()
          .then(pick('event')),
        // A course's page is named by its code (/academics/course/PHY%20101).
        db
          .selectFrom('courses')
          .select(['code as id', 'updated_at'])
          .execute()
          .then(pick('course')),
        db.selectFrom('tutorials').select(['id', 'updated_at']).execute().then(pick('tutorial')),
        db
          .selectFrom('qna_questions')
          .select(['id', 'updated_at'])
          .where('hidden', '=', 0)
          .execute()
          .then(pick('question')),
        db.selectFrom('photos').select(['id', 'updated_at']).execute().then(pick('photo')),
      ]);
      return [...news, ...events, ...courses, ...tutorials, ...questions, ...photos];
    },
  };
}
