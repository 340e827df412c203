import type sharpType from 'sharp';

let loading: Promise<typeof sharpType> | undefined;

/**
 * sharp, loaded the first time an image is handled rather than at start: it takes about 0.3 s to
 * load, and a restarted server answers its first requests without it (issue 18).
 */
export function loadSharp(): Promise<typeof sharpType> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' cache of recent operations keeps decoded images (up to 50 MB) for a repeat that
    // never comes: every derivative is made once and kept on disk.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
