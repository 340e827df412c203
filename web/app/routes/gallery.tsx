import { FETCH_PHOTOS_FAILED } from '@/api/photos/messages';
import { PhotoGallery, type PhotoList } from '@/features/gallery/components/photo-gallery';
import { PHOTO_PAGE_SIZE, readGalleryParams } from '@/features/gallery/gallery-params';
import { pageMeta } from '@/lib/page-meta';
import { failed, serverOr, settle } from '@/lib/settled';
import { useRouteRefresh } from '@/lib/use-route-refresh';
import type { Route } from './+types/gallery';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { category, pages } = readGalleryParams(new URL(request.url).searchParams);
  const photos = await settle(
    context.reads.photos
      .page({ category: category ?? undefined, page: 1, limit: pages * PHOTO_PAGE_SIZE })
      .then(({ items, total }): PhotoList => ({ photos: items, total })),
    FETCH_PHOTOS_FAILED,
  );
  return { photos, category, pages };
}

/** In the browser: when the server cannot be reached, the grid fails in its place (Try Again). */
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  serverOr(serverLoader, () => {
    const { category, pages } = readGalleryParams(new URL(request.url).searchParams);
    return { photos: failed(FETCH_PHOTOS_FAILED), category, pages };
  });

export const meta: Route.MetaFunction = (args) => {
  const photos = args.data?.photos;
  return pageMeta(args, {
    title: 'Photo Gallery',
    description: 'Capturing moments and memories',
    path: '/gallery',
    image: photos?.ok ? photos.data.photos[0]?.url : undefined,
  });
};

/** /gallery: the chosen collection and how far the visitor has scrolled live in the address. */
export default function Gallery({ loaderData }: Route.ComponentProps) {
  const photos = useRouteRefresh(loaderData.photos, (data: typeof loaderData) => data.photos);
  return (
    <PhotoGallery
      result={photos.current}
      category={loaderData.category}
      pages={loaderData.pages}
      onRetry={photos.refresh}
      retrying={photos.refreshing}
    />
  );
}
