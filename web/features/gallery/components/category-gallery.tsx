import { ArrowLeft, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PhotoCategory } from '@contract/constants';
import type { Photo } from '@contract/photos';
import { ListError } from '@/components/list-error';
import type { Settled } from '@/lib/settled';
import { galleryHref, PHOTO_PAGE_SIZE } from '../gallery-params';
import { collectionName, photoCategories } from '../photo-categories';
import { GalleryHero } from './gallery-hero';
import { LazyLightbox } from './lazy-lightbox';
import { LoadMore, useLoadMore } from './load-more';
import { NO_PHOTOS, type PhotoList } from './photo-gallery';
import { photoAspect } from './photo-image';
import { PhotoTile } from './photo-tile';
import { useTileRefs } from './use-tile-refs';

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

/** Photos in blocks of a page each: a page more never moves the photos already on screen. */
function inPages(photos: readonly Photo[]): Photo[][] {
  const pages: Photo[][] = [];
  for (let start = 0; start < photos.length; start += PHOTO_PAGE_SIZE) {
    pages.push(photos.slice(start, start + PHOTO_PAGE_SIZE));
  }
  return pages;
}

type CategoryGalleryProps = {
  /** The collection; null when the address names none ('Gallery', with HTTP 404). */
  category: PhotoCategory | null;
  result: Settled<PhotoList>;
  pages: number;
  onRetry: () => void;
  retrying: boolean;
};

/**
 * /gallery/{category}: one collection as a masonry (2, 3 or 4 columns from window widths 350, 750
 * and 900, a 16 px gutter: CSS columns, so the layout is in the server's HTML), a page more as the
 * visitor scrolls, and a lightbox that shows the label and 'Part of our {collection} collection'. A
 * path naming no collection shows 'Gallery'.
 */
export function CategoryGallery({ category, ...props }: CategoryGalleryProps) {
  if (!category) return <UnknownCollection />;
  return <Collection category={category} {...props} />;
}

function Collection({
  category,
  result,
  pages,
  onRetry,
  retrying,
}: Omit<CategoryGalleryProps, 'category'> & { category: PhotoCategory }) {
  const name = collectionName(category);
  const { photos, total } = result.ok ? result.data : { photos: [], total: 0 };
  const [open, setOpen] = useState<number | null>(null);
  const tiles = useTileRefs();
  const moreHref = galleryHref(`/gallery/${category}`, { pages: pages + 1 });
  const loadMore = useLoadMore(moreHref, photos.length < total);

  return (
    <section aria-labelledby="gallery-title">
      <GalleryHero
        title={name}
        eyebrow={backLink}
        subtitle={`Moments from our ${name} collection`}
      />
      <div className="container-page py-8 sm:py-10">
        {!result.ok ? (
          <ListError
            message={`Error loading photos: ${result.error}`}
            onRetry={onRetry}
            retrying={retrying}
          />
        ) : photos.length === 0 ? (
          <Empty />
        ) : (
          <>
            <div role="list" aria-label={`${name} photos`} className="grid gap-4">
              {inPages(photos).map((page, pageIndex) => (
                <div
                  key={page[0]?._id}
                  className="columns-1 gap-4 min-[350px]:columns-2 min-[750px]:columns-3 min-[900px]:columns-4"
                >
                  {page.map((photo, index) => (
                    <div key={photo._id} role="listitem" className="mb-4 break-inside-avoid">
                      <PhotoTile
                        ref={tiles.register(photo._id)}
                        photo={photo}
                        sizes={SIZES}
                        onClick={() => setOpen(pageIndex * PHOTO_PAGE_SIZE + index)}
                        style={{ aspectRatio: 1 / photoAspect(photo) }}
                      />
                    </div>
                  ))}
                </div>
              ))}
            </div>
            <LoadMore shown={photos.length} total={total} moreHref={moreHref} />
          </>
        )}
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
          title: photo.label,
          description: `Part of our ${name} collection`,
        })}
      />
    </section>
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
