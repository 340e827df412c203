import type { FastifyRequest } from 'fastify';

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Whether a request provably comes from the site's own pages: its Origin is the site's origin
 * (PUBLIC_URL's when set; otherwise Origin's host must be the Host the request was sent to), or, when
 * a browser sent no Origin, Sec-Fetch-Site says same-origin. Anything else, including no evidence at
 * all, is refused.
 */
export function isSameOriginRequest(
  request: FastifyRequest,
  publicOrigin: string | undefined,
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  const url = parseUrl(origin);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (publicOrigin !== undefined) return url.origin === publicOrigin;
  // Parse the Host with Origin's scheme so default ports compare equal (localhost:80 = localhost).
  const host = parseUrl(`${url.protocol}//${request.host}`);
  return host !== undefined && host.host === url.host;
}
