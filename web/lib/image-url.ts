import {
  isMediaImageUrl,
  MEDIA_DEFAULT_QUALITY,
  MEDIA_WIDTHS,
  mediaVariantUrl,
  snapMediaWidth,
} from '@contract/media';

/** The original product's image host: its URLs resize when a transformation is put after /upload/. */
const cloudinary = /^https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\//;

/** Whether imageUrl can ask for this image at other widths (so a srcset makes sense). */
export const isResizable = (url: string): boolean => isMediaImageUrl(url) || cloudinary.test(url);

/**
 * The URL of an image at (about) `width` px, quality 80, in the best format the browser takes.
 * Our own /media images snap to the server's allowed widths; Cloudinary URLs get
 * `w_<width>,q_80,f_auto/` inserted after `/upload/` as the original site did. Anything else
 * (another host, a PDF, a data: URL) comes back unchanged.
 */
export function imageUrl(url: string, { width }: { width: number }): string {
  if (isMediaImageUrl(url)) return mediaVariantUrl(url, { width });
  const match = cloudinary.exec(url);
  if (match) {
    const rest = url.slice(match[0].length);
    return `${match[0]}w_${Math.round(width)},q_${MEDIA_DEFAULT_QUALITY},f_auto/${rest}`;
  }
  return url;
}

/**
 * `srcset` candidates for a resizable image: every allowed width up to the first one that covers
 * `maxWidth` (the image's own width when known; larger candidates would only repeat it).
 */
export function imageSrcSet(url: string, maxWidth?: number): string | undefined {
  if (!isResizable(url)) return undefined;
  const limit = maxWidth === undefined ? Infinity : snapMediaWidth(maxWidth);
  return MEDIA_WIDTHS.filter((width) => width <= limit)
    .map((width) => `${imageUrl(url, { width })} ${width}w`)
    .join(', ');
}
