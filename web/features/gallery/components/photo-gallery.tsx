import { ArrowRight, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PhotoCategory } from '@contract/constants';
import { UNTITLED_PHOTO } from '@contract/photos';
import { Button } from '@/components/ui/button';
import { usePhotoPages } from '@/features/gallery/api/get-photo-pages';
import { collectionName } from '../photo-categories';
import { CategoryFilter } from './category-filter';
import { GalleryHero } from './gallery-hero';
import { LoadMore } from './load-more';
import { PhotoGrid, PhotoGridSkeleton } from './photo-grid';
import { PhotoLightbox, useTileRefs } from './photo-lightbox';
import { QueryError } from './query-error';

/** The spec's empty text (section 2). */
export const NO_PHOTOS = 'No photos found in this category';

type PhotoGalleryProps = {
  /** The collection chosen with the pills; null shows every photo. */
  category: PhotoCategory | null;
  onCategoryChange: (category: PhotoCategory | null) => void;
};

/**
 * /gallery: every photo, or one collection, newest first, loading more as the visitor scrolls;
 * a photo opens in the lightbox with its name and label.
 */
export function PhotoGallery({ category, onCategoryChange }: PhotoGalleryProps) {
  const query = usePhotoPages(category);
  const { photos, total } = query;
  const [open, setOpen] = useState<number | null>(null);
  const tiles = useTileRefs();
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  // The lightbox asks again on every render at the end; after a failure only the button retries.
  const loadMoreQuietly = () => !query.isFetchNextPageError && loadMore();

  return (
    <section aria-labelledby="gallery-title">
      <GalleryHero title="Photo Gallery" subtitle="Capturing moments and memories" />
      <div className="container-page py-8 sm:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <CategoryFilter
            value={category}
            onChange={(next) => {
              setOpen(null);
              onCategoryChange(next);
            }}
          />
          {category && (
            <Button asChild variant="secondary" className="self-start sm:self-auto">
              <Link to={`/gallery/${category}`}>
                View All {collectionName(category)}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>

        <div className="mt-6 sm:mt-8">
          {query.isPending ? (
            <PhotoGridSkeleton />
          ) : query.isError && photos.length === 0 ? (
            <QueryError message={query.error.message} onRetry={() => void query.refetch()} />
          ) : photos.length === 0 ? (
            <EmptyGallery />
          ) : (
            <>
              <PhotoGrid photos={photos} onOpen={setOpen} registerTile={tiles.register} />
              <LoadMore
                shown={photos.length}
                total={total}
                hasMore={query.hasNextPage}
                loading={query.isFetchingNextPage}
                failed={query.isFetchNextPageError}
                onLoadMore={loadMore}
              />
            </>
          )}
        </div>
      </div>

      <PhotoLightbox
        photos={photos}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        total={total}
        onReachEnd={loadMoreQuietly}
        findTile={tiles.find}
        caption={(photo) => ({
          title: photo.name?.trim() || UNTITLED_PHOTO,
          description: photo.label,
        })}
      />
    </section>
  );
}

function EmptyGallery() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-input bg-card px-6 py-16 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary">
        <ImageIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-base font-medium text-foreground">{NO_PHOTOS}</p>
    </div>
  );
}
