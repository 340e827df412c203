import { lazy } from 'react';
import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import { rootData } from '@/lib/page-meta';
import type { Route } from './+types/page-boundary';

// Every page loads this layout's code; the error pages' code loads only when one is shown.
const NotFoundPage = lazy(() =>
  import('@/components/layout/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const RouteErrorPage = lazy(() =>
  import('@/components/layout/route-error-page').then((module) => ({
    default: module.RouteErrorPage,
  })),
);

/**
 * The title of a page this boundary shows instead: the failed page's own meta is not used, and
 * every page needs a <title> (WCAG 2.4.2).
 */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const abbreviation = rootData(matches)?.site.abbreviation ?? 'PSA';
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? 'Page not found' : 'Something went wrong'} | ${abbreviation}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

/** Around every public page, inside the header and footer. */
export default function PageBoundary() {
  return <Outlet />;
}

/**
 * A page whose loader found nothing (404) shows the not-found page; any other failure shows
 * 'Unexpected Application Error!' with the status and text, or the message (spec section 2).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <RouteErrorPage error={error} />;
}
