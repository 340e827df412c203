import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormOutcome, PublicForms } from '../../contract/page-context';
import { HttpError } from '../plugins/errors';
import { communityPosts } from '../routes/community/posts';
import { receiveSubmission } from '../routes/inbox/receive';

/** A form's outcome from what the API would have answered: done, or the 4xx and its messages. */
async function outcomeOf(submit: () => Promise<unknown>): Promise<FormOutcome> {
  try {
    await submit();
    return { ok: true };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      return { ok: false, status: error.statusCode, error: error.message, fields: error.fields };
    }
    throw error;
  }
}

/** The public forms the pages' actions submit, on behalf of this request's client. */
export function publicForms(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): PublicForms {
  const posts = communityPosts(app);
  return {
    inbox: (kind, values) => outcomeOf(() => receiveSubmission(app, kind, values, request.ip)),
    ask: (values) => outcomeOf(() => posts.ask(request, reply, values)),
    answer: (questionId, values) =>
      outcomeOf(() => posts.answer(request, reply, questionId, values)),
    comment: (tutorialId, values) =>
      outcomeOf(() => posts.comment(request, reply, tutorialId, values)),
    async helpful(questionId, answerId) {
      let helpful = 0;
      const outcome = await outcomeOf(async () => {
        helpful = await posts.helpful(request, questionId, answerId);
      });
      return outcome.ok ? { ...outcome, helpful } : outcome;
    },
  };
}
