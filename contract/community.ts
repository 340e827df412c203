import { z } from 'zod';
import { categoryIds, communityLimits, levels } from './constants';
import { formBoolean, keywordList, requiredLine, requiredText } from './fields';

/**
 * Community posting (issue 11): anyone may ask, answer, mark an answer helpful and comment on a
 * tutorial without an account. These are the bounds that keep that safe.
 */
export { communityLimits } from './constants';

/** Text a person wrote, at least a few characters: "?" is not a question. */
const postText = (max: number) =>
  requiredText(max).refine(
    (value) => value.length >= communityLimits.minText,
    `must be at least ${communityLimits.minText} characters`,
  );

/** The honeypot: hidden from people, filled by bots. A filled one is answered 201 and dropped. */
const honeypot = z.string().max(500).optional();

export const publicQuestionSchema = z.strictObject({
  name: requiredLine(communityLimits.name),
  question: postText(communityLimits.question),
  category: z.enum(categoryIds),
  level: z.enum(levels),
  tags: keywordList.pipe(z.array(z.string()).max(8, 'must have at most 8 entries')).default([]),
  website: honeypot,
});

export const publicAnswerSchema = z.strictObject({
  name: requiredLine(communityLimits.name),
  answer: postText(communityLimits.answer),
  website: honeypot,
});

export const publicCommentSchema = z.strictObject({
  name: requiredLine(communityLimits.name),
  comment: postText(communityLimits.comment),
  website: honeypot,
});

/** What a public post answers: the stored item is not echoed, so a honeypot drop looks the same. */
export const postReceiptSchema = z.object({ received: z.literal(true) });

export const helpfulReceiptSchema = z.object({ helpful: z.number().int() });

export const hiddenUpdateSchema = z.strictObject({
  hidden: z.boolean({ error: 'must be true or false' }),
});

/** Staff's moderation screen asks for hidden content too; everyone else never sees it. */
export const includeHiddenQuery = z.object({ includeHidden: formBoolean.optional() });

export const answerParams = z.object({
  id: z.string().min(1).max(100),
  answerId: z.string().min(1).max(100),
});
export const commentParams = z.object({
  id: z.string().min(1).max(100),
  commentId: z.string().min(1).max(100),
});

export const communityErrors = {
  tooMany: (minutes: number) =>
    `You have posted several times in a short time. Please try again in ${minutes} ${
      minutes === 1 ? 'minute' : 'minutes'
    }.`,
  alreadyHelpful: 'You have already marked this answer helpful.',
  helpfulFromAddress:
    'This answer has had many helpful marks from your network. Please try again later.',
  answerNotFound: 'Answer not found',
  commentNotFound: 'Comment not found',
} as const;

/** A tutorial comment as staff moderate it (GET /api/tutorial-comments): hidden ones too. */
export const moderatedCommentSchema = z.object({
  id: z.string(),
  tutorialId: z.string(),
  tutorialTitle: z.string(),
  author: z.string(),
  content: z.string(),
  date: z.string(),
  hidden: z.boolean(),
});
export type ModeratedComment = z.infer<typeof moderatedCommentSchema>;
