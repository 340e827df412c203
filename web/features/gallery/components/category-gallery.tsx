import { ArrowLeft, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PhotoCategory } from '@contract/constants';
import type { Photo } from '@contract/photos';
import { Skeleton } from '@/components/ui/skeleton';
import { usePhotoPages } from '@/features/gallery/api/get-photo-pages';
import { collectionName, photoCategories } from '../photo-categories';
import { GalleryHero } from './gallery-hero';
import { LoadMore } from './load-more';
import { Masonry } from './masonry';
import { categoryColumns, MASONRY_GUTTER } from './masonry-layout';
import { NO_PHOTOS } from './photo-gallery';
import { photoAspect } from './photo-image';
import { PhotoLightbox, useTileRefs } from './photo-lightbox';
import { PhotoTile } from './photo-tile';
import { QueryError } from './query-error';

const SIZES = '(min-width: 900px) 25vw, (min-width: 750px) 33vw, (min-width: 350px) 50vw, 100vw';

const backLink = (
  <Link
    to="/gallery"
    className="inline-flex items-center gap-1.5 rounded-md font-medium text-ink-muted transition-colors hover:text-ink-foreground"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    All photos
  </Link>
);

/**
 * /gallery/{category}: one collection as a masonry (2, 3 or 4 columns from window widths 350, 750
 * and 900, a 16 px gutter), more photos as the visitor scrolls, and a lightbox that shows the
 * label and 'Part of our {collection} collection'. A path naming no collection shows 'Gallery'.
 */
export function CategoryGallery({ category }: { category: PhotoCategory | null }) {
  if (!category) return <UnknownCollection />;
  return <Collection category={category} />;
}

function Collection({ category }: { category: PhotoCategory }) {
  const name = collectionName(category);
  const query = usePhotoPages(category);
  const { photos, total } = query;
  const [open, setOpen] = useState<number | null>(null);
  const tiles = useTileRefs();
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const loadMoreQuietly = () => !query.isFetchNextPageError && loadMore();

  return (
    <section aria-labelledby="gallery-title">
      <GalleryHero
        title={name}
        eyebrow={backLink}
        subtitle={`Moments from our ${name} collection`}
      />
      <div className="container-page py-8 sm:py-10">
        {query.isPending ? (
          <MasonrySkeleton />
        ) : query.isError && photos.length === 0 ? (
          <QueryError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : photos.length === 0 ? (
          <Empty />
        ) : (
          <>
            <Masonry
              aria-label={`${name} photos`}
              items={photos}
              getKey={(photo: Photo) => photo._id}
              getAspect={photoAspect}
              columns={categoryColumns}
              gap={MASONRY_GUTTER}
              renderItem={(photo, index) => (
                <PhotoTile
                  ref={tiles.register(photo._id)}
                  photo={photo}
                  sizes={SIZES}
                  onClick={() => setOpen(index)}
                  className="motion-safe:animate-fade-up"
                />
              )}
            />
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
      <PhotoLightbox
        photos={photos}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
        total={total}
        onReachEnd={loadMoreQuietly}
        findTile={tiles.find}
        caption={(photo) => ({
          title: photo.label,
          description: `Part of our ${name} collection`,
        })}
      />
    </section>
  );
}

/** The masonry's shape while the first page loads: columns of uneven blocks. */
function MasonrySkeleton() {
  const heights = ['h-56', 'h-40', 'h-64', 'h-48', 'h-44', 'h-60', 'h-52', 'h-40'];
  return (
    <div aria-busy="true" className="columns-2 gap-4 min-[750px]:columns-3 min-[900px]:columns-4">
      <span className="sr-only">Loading photos…</span>
      {heights.map((height, index) => (
        <Skeleton
          key={index}
          className={`${height} mb-4 break-inside-avoid rounded-xl text-primary-300`}
        />
      ))}
    </div>
  );
}

function Empty() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-input bg-card px-6 py-16 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary">
        <ImageIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-base font-medium text-foreground">{NO_PHOTOS}</p>
      <Link to="/gallery" className="text-sm font-semibold text-primary hover:underline">
        Browse every photo
      </Link>
    </div>
  );
}

/** The spec's heading for a path that names no collection, and the ways to the real ones. */
function UnknownCollection() {
  return (
    <section aria-labelledby="gallery-title">
      <GalleryHero title="Gallery" eyebrow={backLink} />
      <div className="container-page py-10">
        <div className="rounded-card border border-border bg-card p-6 shadow-card sm:p-8">
          <p className="text-base font-medium text-foreground">
            There is no photo collection at this address.
          </p>
          <p className="mt-1 text-sm text-muted-foreground">Choose one of our collections:</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {photoCategories.map((category) => (
              <li key={category}>
                <Link
                  to={`/gallery/${category}`}
                  className="inline-flex h-10 items-center rounded-full bg-primary-50 px-4 text-sm font-semibold text-primary-800 ring-1 ring-primary-200 transition-colors hover:bg-primary-100"
                >
                  {collectionName(category)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
