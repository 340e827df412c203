import { useMemo, type ReactNode } from 'react';
import type { Photo } from '@contract/photos';
import { photoAltText } from '@contract/photo-names';
import { Lightbox, type LightboxItem } from '@/components/ui/lightbox';
import { imageUrl } from '@/lib/image-url';
import { photoAspect, THUMBNAIL_WIDTH } from './photo-image';

type PhotoLightboxProps = {
  photos: readonly Photo[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  caption: (photo: Photo) => { title: ReactNode; description?: ReactNode };
  total?: number;
  onReachEnd?: () => void;
  findTile: (id: string) => HTMLElement | undefined;
};

/**
 * The lightbox over a list of photos, each at 1200 px with its own alt text. The default export:
 * the galleries load it when a photo is first opened.
 */
export default function PhotoLightbox({ photos, caption, findTile, ...props }: PhotoLightboxProps) {
  const items = useMemo<LightboxItem[]>(
    () =>
      photos.map((photo) => ({
        id: photo._id,
        src: photo.url,
        alt: photoAltText(photo),
        // The stored size when known (never shown larger), else 1200 px at the usual aspect.
        width: photo.width && photo.height ? photo.width : 1200,
        height: photo.width && photo.height ? photo.height : Math.round(1200 * photoAspect(photo)),
        placeholder: imageUrl(photo.url, { width: THUMBNAIL_WIDTH }),
      })),
    [photos],
  );
  const byId = useMemo(() => new Map(photos.map((photo) => [photo._id, photo])), [photos]);

  return (
    <Lightbox
      {...props}
      items={items}
      caption={(item) => {
        const photo = byId.get(item.id);
        return photo ? caption(photo) : { title: item.alt };
      }}
      returnFocusTo={(item) => findTile(item.id)}
    />
  );
}
