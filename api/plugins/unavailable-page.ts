import { DATABASE_UNAVAILABLE_MESSAGE } from '../../db/availability';

/** A browser's request for a page (not the API's, not a media file's). */
export function wantsPage(url: string, accept: string | undefined): boolean {
  return !/^\/(api|media)(\/|\?|$)/.test(url) && (accept ?? '').includes('text/html');
}

/**
 * The page a browser is shown when its page cannot be rendered: the database is away before React
 * Router even ran (loading the staff session failed), or the server is shedding load. Plain and
 * self-contained: nothing else may work.
 */
export function unavailablePage(
  requestId: string,
  message: string = DATABASE_UNAVAILABLE_MESSAGE,
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Service unavailable</title></head>
<body>
<h1>503 Service Unavailable</h1><p>${message}</p>
<p><a href="">Try again</a></p><p>Request ${requestId}</p>
</body></html>`;
}
