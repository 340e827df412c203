import { photoCategories, type PhotoCategory } from './constants';
import type { Photo } from './photos';

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
