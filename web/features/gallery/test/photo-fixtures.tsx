import type { Photo } from '@contract/photos';
import type { PublicReads } from '@contract/public-reads';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import * as gallery from '@/app/routes/gallery';
import * as galleryCategory from '@/app/routes/gallery-category';
import * as notFound from '@/app/routes/not-found';
import { Toaster } from '@/components/ui/sonner';
import { fakeReads, testContext } from '@/test/fake-reads';
import { renderPages, type PageRoute } from '@/test/pages';
import { renderWithRouter } from '@/test/render';

/*
 * Test helpers for the gallery's pages: the public pages with their loaders over fake reads, and
 * the admin's pages on their own (not web/test/admin.tsx, which renders the whole admin), reading
 * and writing through a fake API.
 */

export { fakeApi } from '@/test/api';

/** jsdom lacks APIs Radix (Select, Dialog) calls. */
export function installRadixShims(): void {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
}

let counter = 0;

/** A photo as the API answers it; the id is unique unless given. */
export function testPhoto(overrides: Partial<Photo> = {}): Photo {
  counter += 1;
  const id = overrides._id ?? `p${counter}`;
  return {
    _id: id,
    url: `/media/i/${(id + '0'.repeat(64)).slice(0, 64).replace(/[^0-9a-f]/g, 'a')}.jpg`,
    name: `Photo ${id}`,
    label: `Label of ${id}`,
    category: 'alumni',
    width: 1200,
    height: 800,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The public pages' read of the photos (context.reads.photos.page). */
export type PhotosRead = PublicReads['photos']['page'];

/**
 * That read over `photos` (a spy): newest first as given, honouring category, limit and page,
 * with the collection's total.
 */
export function photosRead(photos: () => Photo[]) {
  return vi.fn<PhotosRead>(async ({ category, limit, page }) => {
    const matching = photos().filter((photo) => !category || photo.category === category);
    return { items: matching.slice((page - 1) * limit, page * limit), total: matching.length };
  });
}

/**
 * A read over `photos` that fails ('Database unavailable') until `recover()` is called: for the
 * pages' error state and its 'Try Again'.
 */
export function failingPhotosRead(photos: () => Photo[]) {
  let failing = true;
  const working = photosRead(photos);
  const read = vi.fn<PhotosRead>(async (query) => {
    if (failing) throw new Error('Database unavailable');
    return working(query);
  });
  return { read, recover: () => (failing = false) };
}

/** The gallery's public pages, as the route table names them. */
const galleryPages: PageRoute[] = [
  { path: 'gallery', module: gallery },
  { path: 'gallery/:category', module: galleryCategory },
  { path: '*', module: notFound },
];

/** The gallery's public pages at `url`, their loaders reading `read` (see photosRead). */
export function renderGalleryPages(url: string, read: PhotosRead) {
  return renderPages(url, galleryPages, testContext(fakeReads({ photos: { page: read } })));
}

/**
 * Renders one page (a route module's Component) at `path`, matched by `pattern`, with the toast
 * region; other paths render 'Elsewhere'. Independent of the app's full route table.
 */
export function renderPage(Page: ComponentType, pattern: string, path: string) {
  return renderWithRouter(null, {
    path,
    routes: [
      {
        path: pattern,
        element: (
          <>
            <Page />
            <Toaster />
          </>
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
  });
}
