import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import { qnaCreateSchema, qnaEntrySchema, qnaUpdateSchema } from '../../../contract/qna';
import { qnaRepository } from '../../../db/repositories/qna';
import { parseOr400 } from '../../lib/validate';
import { HttpError } from '../../plugins/errors';

const notFound = () => new HttpError(404, 'Question not found');
const tags = ['q&a'];

export const qnaRoutes: FastifyPluginAsyncZod = async (app) => {
  const qna = qnaRepository(app.db);

  app.get(
    '/api/qna',
    {
      schema: {
        tags,
        summary: 'Questions, newest first, each with its answers, most helpful first',
        response: { 200: z.array(qnaEntrySchema) },
      },
    },
    async () => qna.list(),
  );

  app.get(
    '/api/qna/:id',
    {
      schema: {
        tags,
        summary: 'One question with its answers',
        params: idParams,
        response: { 200: qnaEntrySchema, 404: errorResponseSchema },
      },
    },
    async (request) => (await qna.get(request.params.id)) ?? Promise.reject(notFound()),
  );

  app.post(
    '/api/qna',
    {
      schema: {
        tags,
        summary: 'Create a question, optionally with answers (JSON)',
        consumes: ['application/json'],
        response: { 201: qnaEntrySchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const values = parseOr400(qnaCreateSchema, request.body ?? {});
      return reply.code(201).send(await qna.create(values));
    },
  );

  app.put(
    '/api/qna/:id',
    {
      schema: {
        tags,
        summary: 'Update a question (JSON); `answers`, when present, replaces its answers',
        consumes: ['application/json'],
        params: idParams,
        response: { 200: qnaEntrySchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const values = parseOr400(qnaUpdateSchema, request.body ?? {});
      return (await qna.update(request.params.id, values)) ?? Promise.reject(notFound());
    },
  );

  app.delete(
    '/api/qna/:id',
    {
      schema: {
        tags,
        summary: 'Delete a question and its answers',
        params: idParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await qna.remove(request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
