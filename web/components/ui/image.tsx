import { useState, type ComponentProps, type SyntheticEvent } from 'react';
import { imageSrcSet, imageUrl } from '@/lib/image-url';

export interface ImageProps extends Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'alt'
> {
  /** The stored URL: one of ours (/media/i/...), the outside host's, or any other. */
  src: string;
  alt: string;
  /**
   * The image's size, or just its aspect ratio at a sensible size: the browser reserves the box
   * before the file arrives, so nothing jumps. Also caps the srcset (nothing wider is offered).
   */
  width: number;
  height: number;
  /** How wide the image is laid out, e.g. '(min-width: 1024px) 25vw, 50vw'. Default: `width` px, at most the viewport. */
  sizes?: string;
  /** Above the fold (hero, lightbox): load at once and early instead of lazily. */
  priority?: boolean;
}

/**
 * A responsive image: srcset over the server's allowed widths, lazy and async unless `priority`,
 * and, if the resized version fails to load, one retry with the original URL (spec, Photo).
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  onError,
  ...props
}: ImageProps) {
  // Remembers which src failed, so a new src gets its own attempt without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const useOriginal = failedSrc === src;

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (!useOriginal && imageUrl(src, { width }) !== src) setFailedSrc(src);
    else onError?.(event);
  };

  return (
    <img
      {...props}
      alt={alt}
      src={useOriginal ? src : imageUrl(src, { width })}
      srcSet={useOriginal ? undefined : imageSrcSet(src, width)}
      sizes={useOriginal ? undefined : (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`)}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={handleError}
    />
  );
}
