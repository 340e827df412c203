/**
 * How media URLs are asked for, shared by the server (which answers them) and the web app (which
 * builds them).
 *
 * Stored objects live at `/media/i/<sha256>.jpg|png` (images) and `/media/d/<sha256>.pdf` (PDFs).
 * Without a query an image is sent as stored. Any of these parameters asks for a derivative:
 *   w  width in px, one of MEDIA_WIDTHS (never enlarged); absent: the stored width
 *   q  quality, one of MEDIA_QUALITIES; default 80
 *   f  format: auto (AVIF, else WebP, else JPEG, from the Accept header), avif, webp or jpeg; default auto
 * PDFs take `name`, the download's file name (made safe by the server).
 * Only listed values are accepted so the derivative cache cannot be filled with arbitrary sizes.
 */
export const MEDIA_WIDTHS = [200, 400, 800, 1200, 1600, 2400] as const;
/** Three qualities, so one image has few derivatives to make (widths x qualities x formats). */
export const MEDIA_QUALITIES = [60, 80, 90] as const;
export const MEDIA_FORMATS = ['auto', 'avif', 'webp', 'jpeg'] as const;
export const MEDIA_DEFAULT_QUALITY = 80;

export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
export type MediaQuality = (typeof MEDIA_QUALITIES)[number];
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** A stored image's site URL (not a PDF, not an outside URL). */
export const isMediaImageUrl = (url: string): boolean =>
  /^\/media\/i\/[0-9a-f]{64}\.(jpg|png)$/.test(url);

/**
 * The stored files a text points at (an article body's `![alt](/media/i/…)` or a link to a PDF),
 * each once: they are in use as much as a row's image field, and the orphan sweep must keep them.
 */
export const mediaUrlsIn = (text: string): string[] => [
  ...new Set(text.match(/\/media\/(?:i\/[0-9a-f]{64}\.(?:jpg|png)|d\/[0-9a-f]{64}\.pdf)/g)),
];

/** The smallest allowed width at least `width` wide (the largest when none is). */
export function snapMediaWidth(width: number): MediaWidth {
  return (
    MEDIA_WIDTHS.find((allowed) => allowed >= width) ??
    (MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1] as MediaWidth)
  );
}

/** The URL of a stored image's derivative; the width is snapped to an allowed one. */
export function mediaVariantUrl(
  url: string,
  {
    width,
    quality = MEDIA_DEFAULT_QUALITY,
    format = 'auto',
  }: { width: number; quality?: MediaQuality; format?: MediaFormat },
): string {
  return `${url}?w=${snapMediaWidth(width)}&q=${quality}&f=${format}`;
}
