import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseCreateSchema,
  courseListQuery,
  courseSchema,
  type Course,
  courseUpdateSchema,
} from '../../../contract/courses';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import { CourseCodeTakenError, coursesRepository } from '../../../db/repositories/courses';
import { resourceAudits } from '../../auth/audit-items';
import { jsonBody, parseOr400 } from '../../lib/validate';
import { HttpError } from '../../plugins/errors';

const notFound = () => new HttpError(404, 'Course not found');
const tags = ['courses'];
const byIdOrCode = idParams.describe(
  'The row id (_id) or the course code, e.g. PHY%20101, in any case',
);

/** A taken course code is the client's conflict to resolve, not a server failure. */
async function conflictOnTakenCode<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof CourseCodeTakenError) throw new HttpError(409, error.message);
    throw error;
  }
}

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = coursesRepository(app.db);
  const audits = resourceAudits<Course>('course', {
    name: (course) => `${course.id} ${course.title}`,
    find: (id) => courses.get(id),
  });

  app.get(
    '/api/courses',
    {
      schema: {
        tags,
        summary: 'Courses by category, level and code',
        querystring: courseListQuery,
        response: { 200: z.array(courseSchema) },
      },
    },
    async (request) => courses.list(request.query),
  );

  app.get(
    '/api/courses/:id',
    {
      schema: {
        tags,
        summary: 'One course, by id or course code',
        params: byIdOrCode,
        response: { 200: courseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => (await courses.get(request.params.id)) ?? Promise.reject(notFound()),
  );

  app.post(
    '/api/courses',
    {
      config: { audit: audits.create, parsedBody: { schema: courseCreateSchema } },
      schema: {
        tags,
        summary: 'Create a course (JSON); `id` is its course code',
        consumes: ['application/json'],
        response: { 201: courseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const values = parseOr400(courseCreateSchema, jsonBody(request.body));
      return reply.code(201).send(await conflictOnTakenCode(courses.create(values)));
    },
  );

  app.put(
    '/api/courses/:id',
    {
      config: { audit: audits.update, parsedBody: { schema: courseUpdateSchema } },
      schema: {
        tags,
        summary: 'Update a course (JSON); fields left out keep their value',
        consumes: ['application/json'],
        params: byIdOrCode,
        response: {
          200: courseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const values = parseOr400(courseUpdateSchema, jsonBody(request.body));
      return (
        (await conflictOnTakenCode(courses.update(request.params.id, values))) ??
        Promise.reject(notFound())
      );
    },
  );

  app.delete(
    '/api/courses/:id',
    {
      config: { audit: audits.remove },
      schema: {
        tags,
        summary: 'Delete a course',
        params: byIdOrCode,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await courses.remove(request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
