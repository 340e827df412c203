import { z } from 'zod';
import { categoryIds, levels } from './constants';
import {
  calendarDate,
  formInt,
  isoDateString,
  keywordList,
  requiredLine,
  requiredText,
} from './fields';

const qnaAnswerSchema = z.object({
  id: z.string(),
  author: z.string(),
  content: z.string(),
  date: isoDateString,
  helpful: z.number().int(),
  /** Only in staff's moderation view (`?includeHidden=true`). */
  hidden: z.boolean().optional(),
});
export type QnaAnswer = z.infer<typeof qnaAnswerSchema>;

export const qnaEntrySchema = z.object({
  _id: z.string(),
  id: z.string(),
  question: z.string(),
  author: z.string(),
  category: z.enum(categoryIds),
  level: z.enum(levels),
  date: isoDateString,
  answered: z.boolean(),
  answers: z.array(qnaAnswerSchema),
  tags: z.array(z.string()),
  /** Only in staff's moderation view (`?includeHidden=true`). */
  hidden: z.boolean().optional(),
});
export type QnaEntry = z.infer<typeof qnaEntrySchema>;

/** An answer as sent; `id` keeps an existing answer's identity when a question is edited. */
const answerInput = z.strictObject({
  id: requiredLine(50).optional(),
  author: requiredLine(100),
  content: requiredText(10_000),
  helpful: formInt(0, 1_000_000).default(0),
  date: calendarDate.optional(),
});

const qnaFields = {
  question: requiredText(5000),
  author: requiredLine(100),
  category: z.enum(categoryIds),
  level: z.enum(levels),
  date: calendarDate.optional(),
  answered: z
    .boolean({ error: 'must be true or false' })
    .optional()
    .describe('Defaults to whether there are answers'),
  answers: z
    .array(answerInput)
    .max(200, 'must have at most 200 entries')
    .refine((answers) => {
      const ids = answers.flatMap((answer) => (answer.id ? [answer.id] : []));
      return new Set(ids).size === ids.length;
    }, 'must not repeat an answer id'),
  tags: keywordList,
};

export const qnaCreateSchema = z.strictObject({
  ...qnaFields,
  answers: qnaFields.answers.default([]),
  tags: keywordList.default([]),
});
export type QnaCreate = z.input<typeof qnaCreateSchema>;
/** No defaults here: a field left out keeps its value; `answers`, when present, replaces the answer set. */
export const qnaUpdateSchema = z.strictObject(qnaFields).partial();
