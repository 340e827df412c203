import { z } from 'zod';
import { categoryIds, levels, resourceTypes } from './constants';
import { keywordList, longText, mediaUrl, optionalMediaUrl, titleText } from './fields';

export const learningResourceSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(resourceTypes),
  category: z.enum(categoryIds),
  level: z.enum(levels).optional(),
  keywords: z.array(z.string()),
  thumbnail: z.string().optional(),
  url: z.string(),
  downloadable: z.boolean(),
});
export type LearningResource = z.infer<typeof learningResourceSchema>;

const resourceFields = {
  title: titleText,
  description: longText,
  type: z.enum(resourceTypes),
  category: z.enum(categoryIds),
  // Blank (a form's "any level") clears it.
  level: z.preprocess((value) => (value === '' ? undefined : value), z.enum(levels).optional()),
  keywords: keywordList,
  thumbnail: optionalMediaUrl,
  url: mediaUrl,
  downloadable: z.boolean({ error: 'must be true or false' }),
};

export const learningResourceCreateSchema = z.strictObject({
  ...resourceFields,
  keywords: keywordList.default([]),
  downloadable: resourceFields.downloadable.default(false),
});
export type LearningResourceCreate = z.input<typeof learningResourceCreateSchema>;
/** No defaults here: a field left out of an update keeps its value instead of being reset. */
export const learningResourceUpdateSchema = z.strictObject(resourceFields).partial();
