import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pastQuestionEntrySchema, pastQuestionQuery } from '../../../contract/past-questions';
import { pastQuestionsRepository } from '../../../db/repositories/past-questions';

/** GET /api/past-questions: the bank of past-question papers across every course. */
export const pastQuestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const pastQuestions = pastQuestionsRepository(app.db);

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
    async (request) => pastQuestions.list(request.query),
  );
};
