import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import {
  hiddenUpdateSchema,
  includeHiddenQuery,
  postReceiptSchema,
  publicQuestionSchema,
} from '../../../contract/community';
import {
  qnaCreateSchema,
  qnaEntrySchema,
  qnaUpdateSchema,
  type QnaEntry,
} from '../../../contract/qna';
import { communityRepository } from '../../../db/repositories/community';
import { qnaRepository } from '../../../db/repositories/qna';
import { byParamId, resourceAudits, theItem } from '../../auth/audit-items';
import { jsonBody, parseOr400 } from '../../lib/validate';
import { HttpError } from '../../plugins/errors';
import { communityPosts } from '../community/posts';
import { allowHidden } from '../community/protect';

const notFound = () => new HttpError(404, 'Question not found');
const tags = ['q&a'];

export const qnaRoutes: FastifyPluginAsyncZod = async (app) => {
  const qna = qnaRepository(app.db);
  const community = communityRepository(app.db);
  const posts = communityPosts(app);
  const audits = resourceAudits<QnaEntry>('question', {
    name: (entry) => entry.question,
    find: (id) => qna.get(id, { includeHidden: true }),
  });
  /** A public ask answers only a receipt: the question is the one sent. */
  const askedQuestion = (payload: unknown, request: { body: unknown }) => {
    const sent =
      (payload as Partial<QnaEntry>).question ?? (request.body as Partial<QnaEntry>)?.question;
    return typeof sent === 'string' ? theItem('question', sent) : undefined;
  };

  app.get(
    '/api/qna',
    {
      schema: {
        tags,
        summary: 'Questions, newest first, each with its answers, most helpful first',
        description: 'Hidden questions and answers are left out; staff may ask for them too.',
        querystring: includeHiddenQuery,
        response: { 200: z.array(qnaEntrySchema), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const includeHidden = allowHidden(request, request.query.includeHidden);
      if (includeHidden) reply.header('cache-control', 'no-store');
      return qna.list({ includeHidden });
    },
  );

  app.get(
    '/api/qna/:id',
    {
      schema: {
        tags,
        summary: 'One question with its answers',
        params: idParams,
        querystring: includeHiddenQuery,
        response: { 200: qnaEntrySchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const includeHidden = allowHidden(request, request.query.includeHidden);
      return (await qna.get(request.params.id, { includeHidden })) ?? Promise.reject(notFound());
    },
  );

  /**
   * Anyone may ask (name, question, category, level, tags; same-origin, rate-limited, honeypot).
   * Signed-in staff send the full entry (author, answers, date…) and get it back.
   */
  app.post(
    '/api/qna',
    {
      config: {
        access: 'public',
        audit: { describe: { item: 'a question', after: askedQuestion } },
        parsedBody: { schema: z.union([publicQuestionSchema, qnaCreateSchema]) },
      },
      schema: {
        tags,
        summary: 'Ask a question (anyone), or create a full entry with answers (staff, JSON)',
        consumes: ['application/json'],
        response: {
          201: z.union([qnaEntrySchema, postReceiptSchema]),
          400: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.staff) {
        const values = parseOr400(qnaCreateSchema, jsonBody(request.body));
        return reply.code(201).send(await qna.create(values));
      }
      await posts.ask(request, reply, request.body);
      return reply.code(201).send({ received: true as const });
    },
  );

  app.patch(
    '/api/qna/:id',
    {
      config: {
        audit: {
          describe: {
            verb: (request) => ((request.body as { hidden?: boolean }).hidden ? 'hid' : 'unhid'),
            item: 'a question',
            before: byParamId(
              async (id) => (await qna.get(id, { includeHidden: true }))?.question,
              (question) => theItem('question', question),
            ),
          },
        },
      },
      schema: {
        tags,
        summary: 'Hide or unhide a question (moderation)',
        params: idParams,
        body: hiddenUpdateSchema,
        response: { 200: qnaEntrySchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      if (!(await community.setQuestionHidden(request.params.id, request.body.hidden)))
        throw notFound();
      return (
        (await qna.get(request.params.id, { includeHidden: true })) ?? Promise.reject(notFound())
      );
    },
  );

  app.put(
    '/api/qna/:id',
    {
      config: { audit: audits.update, parsedBody: { schema: qnaUpdateSchema } },
      schema: {
        tags,
        summary: 'Update a question (JSON); `answers`, when present, replaces its answers',
        consumes: ['application/json'],
        params: idParams,
        response: { 200: qnaEntrySchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const values = parseOr400(qnaUpdateSchema, jsonBody(request.body));
      return (await qna.update(request.params.id, values)) ?? Promise.reject(notFound());
    },
  );

  app.delete(
    '/api/qna/:id',
    {
      config: { audit: audits.remove },
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
