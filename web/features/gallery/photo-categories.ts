import { photoCategories, photoCategoryNames, type PhotoCategory } from '@contract/constants';

/** The public pages' collection names: Alumni, Executives, Honorary Students, School Events. */
export const collectionName = (category: PhotoCategory): string => photoCategoryNames[category];

/** The admin's shorter names, as the spec's upload select lists them. */
export const adminCategoryLabels: Record<PhotoCategory, string> = {
  alumni: 'Alumni',
  executives: 'Executives',
  honorary: 'Honorary',
  events: 'Events',
};

/** The spec's default photo category (section 9). */
export const DEFAULT_PHOTO_CATEGORY: PhotoCategory = 'alumni';

export { photoCategories };
