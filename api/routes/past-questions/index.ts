import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeCourseCode } from '../../../contract/courses';
import {
  pastQuestionEntrySchema,
  pastQuestionQuery,
  type PastQuestionEntry,
} from '../../../contract/past-questions';
import { coursesRepository } from '../../../db/repositories/courses';

/**
 * GET /api/past-questions: the past-question bank. Papers live inside their course rows, so the
 * bank is the courses' pastQuestions flattened, each with the course it belongs to; newest year
 * first, then by course code and title.
 */
export const pastQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = coursesRepository(app.db);

  app.get(
    '/api/past-questions',
    {
      schema: {
        tags: ['courses'],
        summary: 'Past questions of every course, filtered by category, level, course and year',
        querystring: pastQuestionQuery,
        response: { 200: z.array(pastQuestionEntrySchema) },
      },
    },
    async (request) => {
      const { category, level, course, year } = request.query;
      const code = course === undefined ? undefined : (normalizeCourseCode(course) ?? course);
      const entries: PastQuestionEntry[] = [];
      for (const item of await courses.list({ category, level })) {
        if (code !== undefined && item.id !== code && item._id !== course) continue;
        for (const paper of item.pastQuestions) {
          if (year !== undefined && paper.year !== year) continue;
          entries.push({
            ...paper,
            course: {
              _id: item._id,
              id: item.id,
              title: item.title,
              category: item.category,
              level: item.level,
            },
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
  );
};
