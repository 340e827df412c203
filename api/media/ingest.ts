import type { MediaConfig } from '../config';
import { HttpError } from '../plugins/errors';
import type { Extension } from './keys';
import { loadSharp } from './sharp';
import { sniff, type Sniffed } from './sniff';

export interface Prepared {
  data: Buffer;
  extension: Extension;
  width?: number;
  height?: number;
}

type Limits = Pick<MediaConfig, 'maxPixels' | 'maxDimension'>;

/** What sharp's metadata() reports for each format sniff() recognises. */
const decoderFormat: Record<Exclude<Sniffed, 'pdf'>, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

const unsupportedImage = () =>
  new HttpError(415, 'Unsupported image type: use JPEG, PNG, WebP, AVIF or GIF');
const corruptImage = () => new HttpError(422, 'The image is corrupt or truncated');

/**
 * Checks an uploaded image and re-encodes it: only the decoded pixels survive, so metadata (EXIF,
 * GPS, XMP, ICC) and anything hidden in or after the file (an appended ZIP, a script) are gone.
 * Orientation is applied, colours are converted to sRGB and the longest side is bounded.
 */
export async function prepareImage(data: Buffer, limits: Limits): Promise<Prepared> {
  if (data.length === 0) throw new HttpError(422, 'The file is empty');
  const sniffed = sniff(data);
  if (!sniffed || sniffed === 'pdf') throw unsupportedImage();

  // Headers only, so no pixel limit yet: the check below refuses a decompression bomb with a
  // proper 413 before any pixel is decoded.
  const sharp = await loadSharp();
  const meta = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw corruptImage();
    });
  if (
    meta.format !== decoderFormat[sniffed] ||
    (sniffed === 'avif' && meta.compression !== 'av1')
  ) {
    throw unsupportedImage();
  }
  const { width = 0, height = 0 } = meta;
  if (width * height > limits.maxPixels) {
    throw new HttpError(
      413,
      `The image is too large: at most ${limits.maxPixels / 1e6} megapixels`,
    );
  }
  if (width === 0 || height === 0) throw corruptImage();

  const extension: Extension = meta.hasAlpha ? 'png' : 'jpg';
  // failOn 'truncated' refuses cut-off files but tolerates the benign warnings many cameras trigger;
  // animated: false keeps only a GIF's (or animated WebP's) first frame.
  const pipeline = sharp(data, {
    limitInputPixels: limits.maxPixels,
    failOn: 'truncated',
    animated: false,
  })
    .rotate()
    .resize({
      width: limits.maxDimension,
      height: limits.maxDimension,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toColourspace('srgb');
  const encoded =
    extension === 'png' ? pipeline.png({ compressionLevel: 8 }) : pipeline.jpeg({ quality: 90 });
  try {
    const { data: output, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data: output, extension, width: info.width, height: info.height };
  } catch {
    throw corruptImage();
  }
}

/** PDFs are stored as sent (there is no safe way to rewrite them); they are only ever downloaded. */
export function preparePdf(data: Buffer): Prepared {
  if (data.length === 0) throw new HttpError(422, 'The file is empty');
  if (sniff(data) !== 'pdf')
    throw new HttpError(415, 'Unsupported document type: only PDF is accepted');
  return { data, extension: 'pdf' };
}
