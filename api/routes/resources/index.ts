import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import {
  learningResourceCreateSchema,
  learningResourceSchema,
  learningResourceUpdateSchema,
  type LearningResource,
} from '../../../contract/resources';
import { resourcesRepository } from '../../../db/repositories/resources';
import { resourceAudits } from '../../auth/audit-items';
import { jsonBody, parseOr400 } from '../../lib/validate';
import { HttpError } from '../../plugins/errors';

const notFound = () => new HttpError(404, 'Learning resource not found');
const tags = ['learning resources'];

export const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const resources = resourcesRepository(app.db);
  const audits = resourceAudits<LearningResource>('learning resource', {
    name: (resource) => resource.title,
    find: (id) => resources.get(id),
  });

  app.get(
    '/api/resources',
    {
      schema: {
        tags,
        summary: 'Learning resources, newest first',
        response: { 200: z.array(learningResourceSchema) },
      },
    },
    async () => resources.list(),
  );

  app.get(
    '/api/resources/:id',
    {
      schema: {
        tags,
        summary: 'One learning resource',
        params: idParams,
        response: { 200: learningResourceSchema, 404: errorResponseSchema },
      },
    },
    async (request) => (await resources.get(request.params.id)) ?? Promise.reject(notFound()),
  );

  app.post(
    '/api/resources',
    {
      config: { audit: audits.create, parsedBody: { schema: learningResourceCreateSchema } },
      schema: {
        tags,
        summary: 'Create a learning resource (JSON)',
        consumes: ['application/json'],
        response: { 201: learningResourceSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const values = parseOr400(learningResourceCreateSchema, jsonBody(request.body));
      return reply.code(201).send(await resources.create(values));
    },
  );

  app.put(
    '/api/resources/:id',
    {
      config: { audit: audits.update, parsedBody: { schema: learningResourceUpdateSchema } },
      schema: {
        tags,
        summary: 'Update a learning resource (JSON); fields left out keep their value',
        consumes: ['application/json'],
        params: idParams,
        response: {
          200: learningResourceSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const values = parseOr400(learningResourceUpdateSchema, jsonBody(request.body));
      return (await resources.update(request.params.id, values)) ?? Promise.reject(notFound());
    },
  );

  app.delete(
    '/api/resources/:id',
    {
      config: { audit: audits.remove },
      schema: {
        tags,
        summary: 'Delete a learning resource',
        params: idParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await resources.remove(request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
