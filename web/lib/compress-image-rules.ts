/**
 * The spec's compression rules (section 5), shared by the page and the compression worker (which
 * must not import compress-image.ts: that module starts the worker).
 */
const MAX_LANDSCAPE_WIDTH = 1200;
const MAX_PORTRAIT_HEIGHT = 800;
export const JPEG_QUALITY = 0.8;

/**
 * Landscape images fit within 1200 px wide, portrait (and square) ones within 800 px tall; the
 * aspect ratio is kept and nothing is ever enlarged.
 */
export function fitWithin(width: number, height: number): { width: number; height: number } {
  const scale = width > height ? MAX_LANDSCAPE_WIDTH / width : MAX_PORTRAIT_HEIGHT / height;
  if (scale >= 1) return { width, height };
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
