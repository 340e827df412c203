/** A file the browser fetches with its page: served from disk, cheap, and part of a page admitted. */
const staticFile =
  /^\/(assets|media)\/|\.(js|css|png|jpe?g|webp|avif|gif|svg|ico|woff2?|webmanifest)(\?|$)/;

/**
 * Never shed and never kept waiting for a turn: the health check (what an operator or a load
 * balancer asks), and a page's own files, so a page that was served does not come out without its
 * script, style or images. (Making an image derivative has its own limit:
 * api/media/encode-queue.ts.)
 */
export const admittedAlways = (method: string, url: string): boolean =>
  url === '/api/health' ||
  url.startsWith('/api/health?') ||
  ((method === 'GET' || method === 'HEAD') && staticFile.test(url));
