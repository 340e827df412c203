import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../contract/errors';
import { semesterResponseSchema, semesterUpdateSchema } from '../../../contract/semester';
import { semesterRepository } from '../../../db/repositories/semester';

const tags = ['timetable'];

/** The current semester's first and last day: the span the timetable's calendar feed covers. */
export const semesterRoutes: FastifyPluginAsyncZod = async (app) => {
  const semester = semesterRepository(app.db);

  app.get(
    '/api/semester',
    {
      schema: {
        tags,
        summary: 'The current semester, or null until staff set it',
        response: { 200: semesterResponseSchema },
      },
    },
    async () => ({ semester: await semester.get() }),
  );

  app.put(
    '/api/semester',
    {
      config: { audit: { describe: { item: 'the semester dates' } } },
      schema: {
        tags,
        summary: 'Set the current semester (staff)',
        body: semesterUpdateSchema,
        response: { 200: semesterResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ semester: await semester.set(request.body) }),
  );
};
