import { z } from 'zod';
import type { PhotoCategory } from '@contract/constants';
import { photoCreateFieldsSchema } from '@contract/photos';
import { uploadTextSchema } from './photo-form-rules';

/**
 * The upload form: one category for every photo, and each picked photo's text by its id (the
 * files, their compression and progress are kept beside the form, in useUploadItems).
 */
export type UploadValues = {
  category: PhotoCategory;
  photos: Record<string, { name: string; label: string; alt: string }>;
  /** No value: it carries the picker's message ('Select a photo to upload.'). */
  picked?: undefined;
};

export const uploadSchema = z.object({
  category: photoCreateFieldsSchema.shape.category,
  photos: z.record(z.string(), uploadTextSchema),
});
