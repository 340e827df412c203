import { z } from 'zod';
import { categoryIds, levels, tutorialTypes, type TutorialType } from './constants';
import {
  calendarDate,
  formInt,
  isoDateString,
  keywordList,
  longText,
  optionalLine,
  optionalMediaUrl,
  optionalUrl,
  requiredLine,
  titleText,
} from './fields';

const tutorialCommentSchema = z.object({
  id: z.string(),
  author: z.string(),
  date: isoDateString,
  content: z.string(),
  /** Only in staff's moderation view (`?includeHidden=true`). */
  hidden: z.boolean().optional(),
});
export type TutorialComment = z.infer<typeof tutorialCommentSchema>;

export const tutorialSchema = z.object({
  _id: z.string(),
  type: z.enum(tutorialTypes),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string().optional(),
  duration: z.string().optional(),
  level: z.enum(levels),
  category: z.enum(categoryIds),
  lecturer: z.string(),
  views: z.number().int(),
  pdfUrl: z.string().optional(),
  videoUrl: z.string().optional(),
  keywords: z.array(z.string()),
  uploadDate: isoDateString,
  comments: z.array(tutorialCommentSchema),
});
export type Tutorial = z.infer<typeof tutorialSchema>;

/** A form's empty input (a date left blank, the "any" option of a filter) means no value. */
const blankIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const tutorialFields = {
  type: z.enum(tutorialTypes),
  title: titleText,
  description: longText,
  thumbnail: optionalMediaUrl,
  duration: optionalLine(20),
  level: z.enum(levels),
  category: z.enum(categoryIds),
  lecturer: requiredLine(200),
  views: formInt(0, 1_000_000_000),
  pdfUrl: optionalMediaUrl,
  // Any http(s) address: YouTube and Vimeo play in their privacy-enhanced players, a video file in
  // the browser's own player, any other page behind a link (web/features/academics/video.ts).
  videoUrl: optionalUrl,
  keywords: keywordList,
  uploadDate: z.preprocess(blankIsAbsent, calendarDate.optional()).describe('Today when left out'),
};

interface TutorialMedia {
  type?: TutorialType | undefined;
  videoUrl?: string | undefined;
}

/**
 * A video tutorial is nothing without its video. A notes tutorial may have no PDF yet (spec: a PDF
 * badge "if a pdfUrl exists"): it shows without the badge and the download.
 */
function requireMediaOfType(tutorial: TutorialMedia, ctx: z.RefinementCtx): void {
  if (tutorial.type === 'video' && !tutorial.videoUrl) {
    ctx.addIssue({
      code: 'custom',
      path: ['videoUrl'],
      message: 'is required for a video tutorial',
    });
  }
}

/** Text fields of a tutorial; files arrive as the multipart fields `thumbnail` (image) and `pdf`. */
export const tutorialCreateSchema = z
  .strictObject({
    ...tutorialFields,
    views: tutorialFields.views.default(0),
    keywords: keywordList.default([]),
  })
  .superRefine(requireMediaOfType);
export type TutorialCreate = z.input<typeof tutorialCreateSchema>;
/** No defaults here: a field left out of an update keeps its value instead of being reset. */
export const tutorialUpdateSchema = z.strictObject(tutorialFields).partial();

/** An update is checked against the tutorial it changes: switching to video needs a video URL too. */
export const tutorialUpdateSchemaFor = (current: TutorialMedia) =>
  tutorialUpdateSchema.superRefine((changes, ctx) =>
    requireMediaOfType({ ...current, ...changes }, ctx),
  );

export const tutorialFilterQuery = z.object({
  category: z.preprocess(blankIsAbsent, z.enum(categoryIds).optional()),
  level: z.preprocess(blankIsAbsent, z.enum(levels).optional()),
});
