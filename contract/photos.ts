import { z } from 'zod';
import { photoCategories } from './constants';
import { formInt, optionalLine, requiredText } from './fields';
import { pageSizeParam, searchText } from './pagination';

export const photoSchema = z.object({
  _id: z.string(),
  url: z.string(),
  name: z.string().optional(),
  label: z.string(),
  /** The image's text alternative when staff wrote one; otherwise see photoAltText. */
  alt: z.string().optional(),
  category: z.enum(photoCategories),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  createdAt: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

/** The text fields of an upload; the file itself arrives as the multipart field `photo`. */
export const photoCreateFieldsSchema = z.strictObject({
  /** Optional (spec, Photo): a photo without one shows as 'Untitled'. */
  name: optionalLine(200),
  label: requiredText(1000),
  alt: optionalLine(300),
  category: z.enum(photoCategories).default('alumni'),
});

export const photoUpdateSchema = z
  .strictObject({
    name: optionalLine(200),
    label: requiredText(1000),
    /** Blank clears it, so the image falls back to its name and label. */
    alt: optionalLine(300),
    category: z.enum(photoCategories),
  })
  .partial();

export const photosQuery = z.object({
  category: z.enum(photoCategories).optional(),
  q: searchText,
  /** `pageSize` under its older name, kept for the public gallery's callers. */
  limit: formInt(1, 100).optional().describe('Same as pageSize'),
  pageSize: pageSizeParam,
  page: formInt(1, 100_000).default(1),
});

// Plain values the pages need without zod (contract/photo-names.ts).
export { photoAltText } from './photo-names';
