import { ImageOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import type * as React from 'react';
import type { Photo } from '@contract/photos';
import { photoAltText } from '@contract/photo-names';
import { Image } from '@/components/ui/image';
import { cn } from '@/lib/cn';

/** Grid and masonry pictures are asked for at this width (spec section 9). */
export const THUMBNAIL_WIDTH = 400;
/** The aspect ratio assumed for a photo whose size is unknown (an outside URL). */
const FALLBACK_ASPECT = 3 / 4;

/** A photo's height per unit of width. */
export const photoAspect = (photo: Pick<Photo, 'width' | 'height'>): number =>
  photo.width && photo.height ? photo.height / photo.width : FALLBACK_ASPECT;

type PhotoImageProps = {
  photo: Photo;
  /** How wide the picture is laid out, for the srcset. */
  sizes: string;
  className?: string;
  imageClassName?: string;
  style?: React.CSSProperties;
};

/**
 * A photo at thumbnail size filling its box (the box is sized by the layout, so nothing shifts),
 * over a soft placeholder until it arrives, or a quiet notice if it cannot be loaded at all. The
 * picture covers the placeholder by itself: nothing waits for a script.
 */
export function PhotoImage({ photo, sizes, className, imageClassName, style }: PhotoImageProps) {
  const [failed, setFailed] = useState(false);
  // A picture that failed before React listened for its error event.
  const checkBroken = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);

  return (
    <span className={cn('relative block overflow-hidden bg-primary-100', className)} style={style}>
      <span
        aria-hidden="true"
        data-slot="photo-placeholder"
        className="absolute inset-0 bg-linear-to-br from-primary-100 via-primary-50 to-cyan-100"
      />
      {failed ? (
        <span
          role="img"
          aria-label={photoAltText(photo)}
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-muted p-2 text-center text-xs text-muted-foreground"
        >
          <ImageOff className="size-5" aria-hidden="true" />
          <span aria-hidden="true">Image unavailable</span>
        </span>
      ) : (
        <Image
          ref={checkBroken}
          src={photo.url}
          alt={photoAltText(photo)}
          width={THUMBNAIL_WIDTH}
          height={Math.round(THUMBNAIL_WIDTH * photoAspect(photo))}
          sizes={sizes}
          onError={() => setFailed(true)}
          className={cn(
            'absolute inset-0 size-full object-cover transition-transform duration-500 ease-out',
            imageClassName,
          )}
        />
      )}
    </span>
  );
}
