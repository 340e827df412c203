import { ArrowRight, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PhotoCategory } from '@contract/constants';
import { UNTITLED_PHOTO } from '@contract/photo-names';
import type { Photo } from '@contract/photos';
import { ListError } from '@/components/list-error';
import { Button } from '@/components/ui/button';
import type { Settled } from '@/lib/settled';
import { galleryHref } from '../gallery-params';
import { collectionName } from '../photo-categories';
import { CategoryFilter } from './category-filter';
import { GalleryHero } from './gallery-hero';
import { LazyLightbox } from './lazy-lightbox';
import { LoadMore, useLoadMore } from './load-more';
import { PhotoGrid } from './photo-grid';
import { useTileRefs } from './use-tile-refs';

/** The spec's empty text (section 2). */
export const NO_PHOTOS = 'No photos found in this category';

export interface PhotoList {
  photos: Photo[];
  /** Every photo of the collection. */
  total: number;
}

type PhotoGalleryProps = {
  result: Settled<PhotoList>;
  /** The collection chosen with the pills; null shows every photo. */
  category: PhotoCategory | null;
  /** How many pages the address shows. */
  pages: number;
  onRetry: () => void;
  retrying: boolean;
};

/**
 * /gallery: every photo, or one collection, newest first, a page more as the visitor scrolls;
 * a photo opens in the lightbox with its name and label.
 */
export function PhotoGallery({ result, category, pages, onRetry, retrying }: PhotoGalleryProps) {
  const { photos, total } = result.ok ? result.data : { photos: [], total: 0 };
  const [open, setOpen] = useState<number | null>(null);
  const tiles = useTileRefs();
  const moreHref = galleryHref('/gallery', { category, pages: pages + 1 });
  const loadMore = useLoadMore(moreHref, photos.length < total);

  return (
    <section aria-labelledby="gallery-title">
      <GalleryHero title="Photo Gallery" subtitle="Capturing moments and memories" />
      <div className="container-page py-8 sm:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <CategoryFilter value={category} />
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
          {!result.ok ? (
            <ListError
              message={`Error loading photos: ${result.error}`}
              onRetry={onRetry}
              retrying={retrying}
            />
          ) : photos.length === 0 ? (
            <EmptyGallery />
          ) : (
            <>
              <PhotoGrid photos={photos} onOpen={setOpen} registerTile={tiles.register} />
              <LoadMore shown={photos.length} total={total} moreHref={moreHref} />
            </>
          )}
        </div>
      </div>

      <LazyLightbox
        photos={photos}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        total={total}
        onReachEnd={loadMore}
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
