import { useRouteLoaderData } from 'react-router';
import type { SiteInfo } from '@contract/site';
import type { RootData } from './page-meta';

/** The association's identity, from the root route's loader (the server's configuration). */
export function useSite(): SiteInfo {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useSite() needs the root route (web/app/root.tsx)');
  return data.site;
}

/** The site's public origin (PUBLIC_URL, else the one the request came to), for absolute links. */
export function useSiteOrigin(): string {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useSiteOrigin() needs the root route (web/app/root.tsx)');
  return data.origin;
}

/**
 * The association's time zone (CALENDAR_TIMEZONE), from the server through the root loader, so
 * the server and the browser format instants alike. UTC where no root route is rendered (tests of
 * a lone component).
 */
export function useTimeZone(): string {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data?.site.timeZone ?? 'UTC';
}

/** useTimeZone for browser code outside React (a clientLoader): the zone the page was served with. */
export function documentTimeZone(): string {
  return document.documentElement.dataset.timeZone || 'UTC';
}
