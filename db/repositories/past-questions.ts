import type { CategoryId, Level } from '../../contract/constants';
import { normalizeCourseCode } from '../../contract/courses';
import type { PastQuestionEntry } from '../../contract/past-questions';
import type { DB } from '../client';
import { coursesRepository } from './courses';

export interface PastQuestionFilter {
  category?: CategoryId | undefined;
  level?: Level | undefined;
  /** A course code (PHY 101, phy101) or a course's id. */
  course?: string | undefined;
  year?: number | undefined;
}

/** The past-question bank: every course's papers with the course they belong to, newest year first. */
export function pastQuestionsRepository(db: DB) {
  const courses = coursesRepository(db);
  return {
    async list(filter: PastQuestionFilter = {}): Promise<PastQuestionEntry[]> {
      const { category, level, course, year } = filter;
      const code = course === undefined ? undefined : (normalizeCourseCode(course) ?? course);
      const entries: PastQuestionEntry[] = [];
      for (const item of await courses.list({ category, level })) {
        if (code !== undefined && item.id !== code && item._id !== course) continue;
        for (const paper of item.pastQuestions) {
          if (year !== undefined && paper.year !== year) continue;
          const { _id, id, title, category: itemCategory, level: itemLevel } = item;
          entries.push({
            ...paper,
            course: { _id, id, title, category: itemCategory, level: itemLevel },
          });
        }
      }
      return entries.sort(
        (a, b) =>
          b.year - a.year ||
          a.course.id.localeCompare(b.course.id) ||
          a.title.localeCompare(b.title),
      );
    },
  };
}
