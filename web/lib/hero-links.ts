import type { LinkDescriptor } from 'react-router';

/** A responsive image to preload: the same srcset, sizes, type and media its <picture> uses. */
export interface PreloadImage {
  imageSrcSet: string;
  imageSizes: string;
  type: string;
  media?: string | undefined;
}

/** Preloads for a page that opens with a full-screen hero: its largest image, fetched at once. */
export function heroLinks(images: readonly PreloadImage[]): LinkDescriptor[] {
  return images.map((image) => ({
    rel: 'preload',
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: image.imageSrcSet,
    imageSizes: image.imageSizes,
    type: image.type,
    ...(image.media ? { media: image.media } : {}),
  }));
}
