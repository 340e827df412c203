import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PhotoCategory } from '@contract/constants';
import { photoSchema, type Photo } from '@contract/photos';
import { apiClient } from '@/lib/api-client';
import { photoKeys } from './photo-keys';

/**
 * Photos per request on the public pages: a multiple of 2, 3 and 4 so every row of the grid is
 * full until the last page, and small enough that the first screen costs little mobile data.
 */
export const PHOTO_PAGE_SIZE = 24;

export interface PhotoPage {
  photos: Photo[];
  page: number;
  /** Every photo of the collection (the X-Total-Count header). */
  total: number;
}

/** GET /api/photos?category=&limit=&page=: one page, newest first, with the collection's total. */
export async function getPhotoPage(
  {
    category,
    page,
    limit = PHOTO_PAGE_SIZE,
  }: { category: PhotoCategory | null; page: number; limit?: number },
  signal?: AbortSignal,
): Promise<PhotoPage> {
  let total: number | null = null;
  const photos = await apiClient.get('/api/photos', {
    query: { category, limit, page },
    schema: photoSchema.array(),
    fallbackMessage: 'Failed to load the photos.',
    signal,
    onResponse: (response) => {
      const header = Number(response.headers.get('x-total-count'));
      total = Number.isFinite(header) && response.headers.has('x-total-count') ? header : null;
    },
  });
  // Without the header (a proxy dropping it), a short page is the last one.
  const counted = total ?? (page - 1) * limit + photos.length + (photos.length === limit ? 1 : 0);
  return { photos, page, total: counted };
}

export function getPhotoPagesQueryOptions(category: PhotoCategory | null, limit = PHOTO_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: photoKeys.pages(category, limit),
    queryFn: ({ pageParam, signal }) => getPhotoPage({ category, page: pageParam, limit }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.photos.length === limit && last.page * limit < last.total ? last.page + 1 : undefined,
  });
}

/**
 * The pages so far as one list. A photo uploaded while the visitor scrolls shifts the offsets, so
 * the next page may repeat the previous page's last photo: each photo is kept once.
 */
export function flattenPhotoPages(pages: readonly PhotoPage[] | undefined): Photo[] {
  const seen = new Set<string>();
  const photos: Photo[] = [];
  for (const photo of pages?.flatMap((page) => page.photos) ?? []) {
    if (seen.has(photo._id)) continue;
    seen.add(photo._id);
    photos.push(photo);
  }
  return photos;
}

/** One collection (null: every photo) as the visitor scrolls: the pages so far, flattened. */
export function usePhotoPages(category: PhotoCategory | null, limit = PHOTO_PAGE_SIZE) {
  const query = useInfiniteQuery(getPhotoPagesQueryOptions(category, limit));
  const pages = query.data?.pages;
  const photos = useMemo(() => flattenPhotoPages(pages), [pages]);
  const total = pages?.at(-1)?.total ?? 0;
  return { ...query, photos, total };
}
