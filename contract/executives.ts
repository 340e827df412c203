import { z } from 'zod';
import {
  optionalMediaUrl,
  optionalUrl,
  requiredLine,
  requiredText,
  stripInvisible,
} from './fields';

/**
 * The executive council (spec §3, Executive): edited in the admin's Site content, shown on /about
 * (the first is featured as the President) and in Home's carousel. Listed in `sortOrder`.
 */
export const executiveSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  /** One or two sentences for cards and the home page carousel. */
  intro: z.string(),
  bio: z.string(),
  /** A portrait when one exists; otherwise the avatar shows the person's initials. */
  imageUrl: z.string().optional(),
  linkedinUrl: z.string().optional(),
  achievements: z.array(z.string()),
  /** What they are concentrating on this session (shown for the first, the President). */
  focusAreas: z.array(z.string()),
});
export type Executive = z.infer<typeof executiveSchema>;

/**
 * A short list typed one item a line (a form's text area), or given as an array (JSON): blank
 * lines are dropped, each item is one line of at most `max` characters.
 */
const lineList = (max: number, maxItems: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(/\r?\n/)
            .map((line) => stripInvisible(line).trim())
            .filter(Boolean)
        : value,
    z.array(requiredLine(max)).max(maxItems, `must have at most ${maxItems} entries`),
  );

const executiveFields = {
  name: requiredLine(100),
  role: requiredLine(100),
  intro: requiredText(300),
  bio: requiredText(2000),
  imageUrl: optionalMediaUrl,
  linkedinUrl: optionalUrl,
  achievements: lineList(200, 10).default([]),
  focusAreas: lineList(200, 10).default([]),
};

export const executiveCreateSchema = z.strictObject(executiveFields);
export type ExecutiveCreate = z.input<typeof executiveCreateSchema>;
export const executiveUpdateSchema = z
  .strictObject({
    ...executiveFields,
    achievements: lineList(200, 10),
    focusAreas: lineList(200, 10),
  })
  .partial();

/** POST /api/executives/:id/move: one place up (earlier) or down the list. */
export const moveBodySchema = z.strictObject({ direction: z.enum(['up', 'down']) });
