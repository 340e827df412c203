import { z } from 'zod';

/** The answer to POST /api/tutorials/:id/views: the count now, and whether this visit was added. */
export const tutorialViewResultSchema = z.object({
  views: z.number().int(),
  counted: z.boolean(),
});
export type TutorialViewResult = z.infer<typeof tutorialViewResultSchema>;
