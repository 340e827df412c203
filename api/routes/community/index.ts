import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerParams,
  commentParams,
  communityErrors,
  helpfulReceiptSchema,
  hiddenUpdateSchema,
  moderatedCommentSchema,
  postReceiptSchema,
  publicAnswerSchema,
  publicCommentSchema,
} from '../../../contract/community';
import { errorResponseSchema } from '../../../contract/errors';
import { idParams } from '../../../contract/fields';
import { communityRepository } from '../../../db/repositories/community';
import { qnaRepository } from '../../../db/repositories/qna';
import { tutorialsRepository } from '../../../db/repositories/tutorials';
import type { AuditDescription } from '../../auth/access';
import { byParamId, theItem } from '../../auth/audit-items';
import { HttpError } from '../../plugins/errors';
import { communityPosts } from './posts';

const answerNotFound = () => new HttpError(404, communityErrors.answerNotFound);
const commentNotFound = () => new HttpError(404, communityErrors.commentNotFound);
const publicPost = { access: 'public' as const };
const publicErrors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Students helping each other (issue 11): anyone answers questions, marks answers helpful and
 * comments on tutorials; staff hide, unhide and delete what should not stay.
 */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const community = communityRepository(app.db);
  const posts = communityPosts(app);
  const qna = qnaRepository(app.db);
  const tutorials = tutorialsRepository(app.db);

  // The activity log names what a post or a moderation acted on: the question or the tutorial.
  const question = (phrase: (name: string) => string) =>
    byParamId(async (id) => (await qna.get(id, { includeHidden: true }))?.question, phrase);
  const tutorial = (phrase: (name: string) => string) =>
    byParamId(async (id) => (await tutorials.get(id, { includeHidden: true }))?.title, phrase);
  const hidOrUnhid = (request: { body: unknown }) =>
    (request.body as { hidden?: boolean }).hidden ? 'hid' : 'unhid';
  const onAnswer = (verb: AuditDescription['verb']): AuditDescription => ({
    verb,
    item: 'an answer',
    before: question((name) => `an answer to ${theItem('question', name)}`),
  });
  const onComment = (verb: AuditDescription['verb']): AuditDescription => ({
    verb,
    item: 'a tutorial comment',
    before: tutorial((name) => `a comment on ${theItem('tutorial', name)}`),
  });

  app.post(
    '/api/qna/:id/answers',
    {
      config: {
        ...publicPost,
        audit: {
          describe: {
            verb: 'answered',
            item: 'a question',
            before: question((name) => theItem('question', name)),
          },
        },
        parsedBody: { schema: publicAnswerSchema },
      },
      schema: {
        tags: ['q&a'],
        summary: 'Answer a question (anyone; same-origin, rate-limited per browser and address)',
        params: idParams,
        response: { 201: postReceiptSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      await posts.answer(request, reply, request.params.id, request.body);
      return reply.code(201).send({ received: true as const });
    },
  );

  app.post(
    '/api/qna/:id/answers/:answerId/helpful',
    {
      config: { ...publicPost, audit: { describe: onAnswer('marked helpful') } },
      schema: {
        tags: ['q&a'],
        summary:
          'Mark an answer helpful (anyone; once per answer per browser, by its visitor cookie, with a ceiling per address)',
        params: answerParams,
        response: {
          200: helpfulReceiptSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => ({
      helpful: await posts.helpful(request, reply, request.params.id, request.params.answerId),
    }),
  );

  app.patch(
    '/api/qna/:id/answers/:answerId',
    {
      config: { audit: { describe: onAnswer(hidOrUnhid) } },
      schema: {
        tags: ['q&a'],
        summary: 'Hide or unhide an answer (moderation)',
        params: answerParams,
        body: hiddenUpdateSchema,
        response: {
          200: z.object({ hidden: z.boolean() }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id, answerId } = request.params;
      if (!(await community.setAnswerHidden(id, answerId, request.body.hidden)))
        throw answerNotFound();
      return { hidden: request.body.hidden };
    },
  );

  app.delete(
    '/api/qna/:id/answers/:answerId',
    {
      config: { audit: { describe: onAnswer('deleted') } },
      schema: {
        tags: ['q&a'],
        summary: 'Delete an answer (moderation)',
        params: answerParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await community.removeAnswer(request.params.id, request.params.answerId)))
        throw answerNotFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/tutorials/:id/comments',
    {
      config: {
        ...publicPost,
        audit: {
          describe: {
            verb: 'commented on',
            item: 'a tutorial',
            before: tutorial((name) => theItem('tutorial', name)),
          },
        },
        parsedBody: { schema: publicCommentSchema },
      },
      schema: {
        tags: ['tutorials'],
        summary:
          'Comment on a tutorial (anyone; same-origin, rate-limited per browser and address)',
        params: idParams,
        response: { 201: postReceiptSchema, ...publicErrors },
      },
    },
    async (request, reply) => {
      await posts.comment(request, reply, request.params.id, request.body);
      return reply.code(201).send({ received: true as const });
    },
  );

  app.patch(
    '/api/tutorials/:id/comments/:commentId',
    {
      config: { audit: { describe: onComment(hidOrUnhid) } },
      schema: {
        tags: ['tutorials'],
        summary: 'Hide or unhide a tutorial comment (moderation)',
        params: commentParams,
        body: hiddenUpdateSchema,
        response: {
          200: z.object({ hidden: z.boolean() }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      if (!(await community.setCommentHidden(id, commentId, request.body.hidden)))
        throw commentNotFound();
      return { hidden: request.body.hidden };
    },
  );

  app.delete(
    '/api/tutorials/:id/comments/:commentId',
    {
      config: { audit: { describe: onComment('deleted') } },
      schema: {
        tags: ['tutorials'],
        summary: 'Delete a tutorial comment (moderation)',
        params: commentParams,
        response: { 204: z.null(), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await community.removeComment(request.params.id, request.params.commentId)))
        throw commentNotFound();
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/tutorial-comments',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['tutorials'],
        summary: 'Every tutorial comment, hidden ones too, newest first (staff moderation)',
        response: { 200: z.array(moderatedCommentSchema), 401: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return community.allComments();
    },
  );
};
