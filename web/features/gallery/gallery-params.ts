import type { PhotoCategory } from '@contract/constants';
import { isPhotoCategory } from '@contract/photo-names';

/**
 * Photos per page on the public pages: a multiple of 2, 3 and 4 so every row of the grid is full
 * until the last page, and small enough that the first screen costs little mobile data.
 */
export const PHOTO_PAGE_SIZE = 24;
/** The most pages one address shows at once (?page=20: 480 photos). */
const MAX_PHOTO_PAGES = 20;

/**
 * What a gallery address asks for: the collection (?category=, /gallery only) and how many pages
 * are shown (?page=N shows pages 1 to N, so 'Load more' is a link that works without scripts and
 * an address that can be shared).
 */
export function readGalleryParams(params: URLSearchParams): {
  category: PhotoCategory | null;
  pages: number;
} {
  const category = params.get('category') ?? undefined;
  const pages = Number(params.get('page'));
  return {
    category: isPhotoCategory(category) ? category : null,
    pages: Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_PHOTO_PAGES) : 1,
  };
}

/** An address of /gallery (or of a collection's own page) with the defaults left out. */
export function galleryHref(
  path: string,
  { category, pages }: { category?: PhotoCategory | null; pages: number },
): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (pages > 1) params.set('page', String(pages));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
