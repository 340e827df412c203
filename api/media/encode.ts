import { loadSharp } from './sharp';
import type { Variant } from './variants';

/**
 * AVIF at sharp's default effort (4) takes seconds per large image on this class of machine; effort 3
 * is about 8x faster for a slightly larger file, and each derivative is made only once anyway.
 */
export const AVIF_EFFORT = 3;

/**
 * AVIF's quality scale runs lower than JPEG's and WebP's: sharp's AVIF default of 50 looks like JPEG
 * 80, so the shared `q` is shifted down for AVIF.
 */
const avifQuality = (quality: number) => Math.max(1, quality - 30);

/** Makes one derivative of a stored image. Sharp writes no metadata unless asked, so none is carried. */
export async function encodeVariant(source: Buffer, variant: Variant): Promise<Buffer> {
  const sharp = await loadSharp();
  let image = sharp(source);
  if (variant.width) image = image.resize({ width: variant.width, withoutEnlargement: true });
  switch (variant.format) {
    case 'avif':
      return image.avif({ quality: avifQuality(variant.quality), effort: AVIF_EFFORT }).toBuffer();
    case 'webp':
      return image.webp({ quality: variant.quality }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 8 }).toBuffer();
    case 'jpeg':
      // A transparent image asked for as JPEG goes on white, not on JPEG's default black.
      return image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: variant.quality, mozjpeg: true })
        .toBuffer();
  }
}
