import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  communityErrors,
  communityLimits,
  publicAnswerSchema,
  publicCommentSchema,
  publicQuestionSchema,
} from '../../../contract/community';
import { communityRepository } from '../../../db/repositories/community';
import { qnaRepository } from '../../../db/repositories/qna';
import { tutorialsRepository } from '../../../db/repositories/tutorials';
import { jsonBody, parseOr400 } from '../../lib/validate';
import { HttpError } from '../../plugins/errors';
import { clientHash, isBot, takePostSlot } from './protect';
import { knownVisitor, visitorHash, visitorOf } from './visitor';

/**
 * What anyone may post to the community (a question, an answer, a tutorial comment, a 'helpful'),
 * from the API or from the pages' own forms: checked with the contract, rate-limited per browser,
 * honeypots dropped quietly. Throws HttpError (400, 404, 409, 429).
 */
export function communityPosts(app: FastifyInstance) {
  const community = communityRepository(app.db);
  const qna = qnaRepository(app.db);
  const tutorials = tutorialsRepository(app.db);

  return {
    async ask(request: FastifyRequest, reply: FastifyReply, body: unknown): Promise<void> {
      const { website, name, ...values } = parseOr400(publicQuestionSchema, jsonBody(body));
      await takePostSlot(app, request, reply);
      if (isBot(request, website)) return;
      await qna.create({ ...values, author: name, answers: [], answered: false });
    },

    async answer(
      request: FastifyRequest,
      reply: FastifyReply,
      questionId: string,
      body: unknown,
    ): Promise<void> {
      const { website, name, answer } = parseOr400(publicAnswerSchema, jsonBody(body));
      await takePostSlot(app, request, reply);
      if (isBot(request, website)) return;
      if (!(await community.addAnswer(questionId, name, answer))) {
        throw new HttpError(404, 'Question not found');
      }
    },

    async comment(
      request: FastifyRequest,
      reply: FastifyReply,
      tutorialId: string,
      body: unknown,
    ): Promise<void> {
      const { website, name, comment } = parseOr400(publicCommentSchema, jsonBody(body));
      const tutorial = await tutorials.get(tutorialId);
      if (!tutorial) throw new HttpError(404, 'Tutorial not found');
      await takePostSlot(app, request, reply);
      if (isBot(request, website)) return;
      await tutorials.addComment(tutorial._id, { author: name, content: comment });
    },

    /**
     * Marks an answer helpful once per browser (its visitor cookie, made now if it has none), with
     * a ceiling per address; answers its count now, which includes this mark.
     */
    async helpful(
      request: FastifyRequest,
      reply: FastifyReply,
      questionId: string,
      answerId: string,
    ): Promise<number> {
      if (!(await community.visibleAnswer(questionId, answerId))) {
        throw new HttpError(404, communityErrors.answerNotFound);
      }
      const visitor = visitorHash(visitorOf(app, request, reply));
      const helpful = await community.markHelpful(
        answerId,
        { visitorHash: visitor, addressHash: clientHash(request) },
        communityLimits.helpfulPerAddress,
      );
      if (helpful === 'already') throw new HttpError(409, communityErrors.alreadyHelpful);
      if (helpful === 'address-full') throw new HttpError(429, communityErrors.helpfulFromAddress);
      return helpful;
    },

    /** Which of these answers this browser has marked helpful (none for a browser never seen). */
    async markedHelpful(request: FastifyRequest, answerIds: readonly string[]): Promise<string[]> {
      const visitor = knownVisitor(app, request);
      return visitor ? community.markedBy(visitorHash(visitor), answerIds) : [];
    },
  };
}
