import { lazy } from 'react';
import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';

// Every page loads this layout's code; the error pages' code loads only when one is shown.
const NotFoundPage = lazy(() =>
  import('@/components/layout/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);
const RouteErrorPage = lazy(() =>
  import('@/components/layout/route-error-page').then((module) => ({
    default: module.RouteErrorPage,
  })),
);

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
