import { z } from 'zod';
import { photoCategories, type PhotoCategory } from './constants';
import { formInt, optionalText, requiredText } from './fields';

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
  name: requiredText(200),
  label: requiredText(1000),
  alt: optionalText(300),
  category: z.enum(photoCategories).default('alumni'),
});

export const photoUpdateSchema = z
  .strictObject({
    name: optionalText(200),
    label: requiredText(1000),
    /** Blank clears it, so the image falls back to its name and label. */
    alt: optionalText(300),
    category: z.enum(photoCategories),
  })
  .partial();

export const photosQuery = z.object({
  category: z.enum(photoCategories).optional(),
  limit: formInt(1, 100).optional(),
  page: formInt(1, 100_000).default(1),
});

/** The name shown for a photo without one (spec, Photo). */
export const UNTITLED_PHOTO = 'Untitled';

/**
 * The text alternative of a photo's image, used wherever it is shown: what staff wrote, else its
 * name and label ('Class of 2019 reunion: Alumni back on campus').
 */
export function photoAltText(photo: Pick<Photo, 'alt' | 'name' | 'label'>): string {
  const written = photo.alt?.trim();
  if (written) return written;
  const name = photo.name?.trim() || UNTITLED_PHOTO;
  const label = photo.label.trim();
  return label ? `${name}: ${label}` : name;
}

export const isPhotoCategory = (value: string | undefined): value is PhotoCategory =>
  (photoCategories as readonly string[]).includes(value ?? '');
