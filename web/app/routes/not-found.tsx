import { data } from 'react-router';
import { pageMeta } from '@/lib/page-meta';
import type { Route } from './+types/not-found';

/** Any path no other route matches: HTTP 404 and the not-found page (the boundary shows it). */
export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Page not found',
    description: 'This page does not exist.',
    path: args.location.pathname,
    noindex: true,
  });

export default function NotFoundRoute() {
  return null;
}
