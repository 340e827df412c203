import { data } from 'react-router';

/** Ends a loader with HTTP 404: the page boundary shows the not-found page. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** The record a loader looked up, or HTTP 404 when there is none. */
export function found<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) notFound();
  return value;
}
