import { data } from 'react-router';
import { isPhotoCategory } from '@contract/photo-names';
import { FETCH_PHOTOS_FAILED } from '@/api/photos/messages';
import { CategoryGallery } from '@/features/gallery/components/category-gallery';
import type { PhotoList } from '@/features/gallery/components/photo-gallery';
import { PHOTO_PAGE_SIZE, readGalleryParams } from '@/features/gallery/gallery-params';
import { collectionName } from '@/features/gallery/photo-categories';
import { pageMeta } from '@/lib/page-meta';
import { failed, serverOr, settle } from '@/lib/settled';
import { useRouteRefresh } from '@/lib/use-route-refresh';
import type { Route } from './+types/gallery-category';

/**
 * A path naming no collection still shows the page, headed 'Gallery' (spec section 2), but answers
 * HTTP 404, so crawlers do not index endless empty galleries.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { pages } = readGalleryParams(new URL(request.url).searchParams);
  if (!isPhotoCategory(params.category)) {
    return data(
      { category: null, pages, photos: { ok: true as const, data: { photos: [], total: 0 } } },
      { status: 404 },
    );
  }
  const category = params.category;
  const photos = await settle(
    context.reads.photos
      .page({ category, page: 1, limit: pages * PHOTO_PAGE_SIZE })
      .then(({ items, total }): PhotoList => ({ photos: items, total })),
    FETCH_PHOTOS_FAILED,
  );
  return { category, pages, photos };
}

export const clientLoader = ({ serverLoader, params, request }: Route.ClientLoaderArgs) =>
  serverOr(serverLoader, () => {
    const { pages } = readGalleryParams(new URL(request.url).searchParams);
    const category = isPhotoCategory(params.category) ? params.category : null;
    return { category, pages, photos: failed(FETCH_PHOTOS_FAILED) };
  });

export const meta: Route.MetaFunction = (args) => {
  const category = args.data?.category;
  if (!category) return pageMeta(args, undefined);
  const name = collectionName(category);
  const photos = args.data?.photos;
  return pageMeta(args, {
    title: `${name} | Photo Gallery`,
    description: `Photos from our ${name} collection.`,
    path: `/gallery/${category}`,
    image: photos?.ok ? photos.data.photos[0]?.url : undefined,
  });
};

/** /gallery/:category: one collection. */
export default function GalleryCategory({ loaderData }: Route.ComponentProps) {
  const photos = useRouteRefresh(loaderData.photos, (next: typeof loaderData) => next.photos);
  return (
    <CategoryGallery
      key={loaderData.category ?? 'unknown'}
      category={loaderData.category}
      result={photos.current}
      pages={loaderData.pages}
      onRetry={photos.refresh}
      retrying={photos.refreshing}
    />
  );
}
