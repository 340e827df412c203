import type { ShouldRevalidateFunction } from 'react-router';

/**
 * For pages that filter a whole list in the browser: a change of the address's query (a filter, a
 * search, a tab) is the page's own business, so it asks the server for nothing. Refreshing the
 * list (a fetcher) and leaving for another page still load as usual.
 */
export const keepDataOnQueryChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);
