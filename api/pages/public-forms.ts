import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormOutcome, PublicForms } from '../../contract/page-context';
import { HttpError } from '../plugins/errors';
import { communityPosts } from '../routes/community/posts';
import { receiveSubmission } from '../routes/inbox/receive';

/** What a form says when the server itself failed: the sender's text stays in the form. */
export const formFailures = {
  contact: 'Failed to send your message',
  membership: 'Failed to send your application',
  ask: 'Failed to post your question',
  answer: 'Failed to post your answer',
  comment: 'Failed to post your comment',
  helpful: 'Failed to mark the answer helpful',
} as const;

/**
 * A form's outcome from what the API would have answered: done, the 4xx and its messages, or, when
 * the server failed, a 500 with the form's own message (logged), so the page keeps what was typed.
 */
async function outcomeOf(
  request: FastifyRequest,
  failed: string,
  submit: () => Promise<unknown>,
): Promise<FormOutcome> {
  try {
    await submit();
    return { ok: true };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      return { ok: false, status: error.statusCode, error: error.message, fields: error.fields };
    }
    request.log.error({ err: error }, failed);
    return { ok: false, status: 500, error: failed };
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
    inbox: (kind, values) =>
      outcomeOf(request, formFailures[kind], () =>
        receiveSubmission(app, kind, values, request.ip),
      ),
    ask: (values) => outcomeOf(request, formFailures.ask, () => posts.ask(request, reply, values)),
    answer: (questionId, values) =>
      outcomeOf(request, formFailures.answer, () =>
        posts.answer(request, reply, questionId, values),
      ),
    comment: (tutorialId, values) =>
      outcomeOf(request, formFailures.comment, () =>
        posts.comment(request, reply, tutorialId, values),
      ),
    async helpful(questionId, answerId) {
      let helpful = 0;
      const outcome = await outcomeOf(request, formFailures.helpful, async () => {
        helpful = await posts.helpful(request, reply, questionId, answerId);
      });
      return outcome.ok ? { ...outcome, helpful } : outcome;
    },
    markedHelpful: (answerIds) => posts.markedHelpful(request, answerIds),
  };
}
