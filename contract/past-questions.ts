import { z } from 'zod';
import { categoryIds, levels } from './constants';

/** One past-question paper with the course it belongs to: the bank's rows. */
export const pastQuestionEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  year: z.number().int(),
  type: z.string(),
  url: z.string(),
  course: z.object({
    _id: z.string(),
    id: z.string().describe('The course code, e.g. PHY 101'),
    title: z.string(),
    category: z.enum(categoryIds),
    level: z.enum(levels),
  }),
});
export type PastQuestionEntry = z.infer<typeof pastQuestionEntrySchema>;

/** A form's "any" option sends an empty value: that is no filter, not an invalid one. */
const blankIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const pastQuestionQuery = z.object({
  category: z.preprocess(blankIsAbsent, z.enum(categoryIds).optional()),
  level: z.preprocess(blankIsAbsent, z.enum(levels).optional()),
  course: z
    .preprocess(blankIsAbsent, z.string().max(100).optional())
    .describe('A course code (PHY 101, phy101) or course id'),
  year: z.preprocess((value) => {
    const blank = blankIsAbsent(value);
    return typeof blank === 'string' && /^\d+$/.test(blank) ? Number(blank) : blank;
  }, z.number().int().min(1960).max(2100).optional()),
});
