/**
 * The seam between the server and the web app's server-side entry (web/entry-server.tsx): the
 * server asks it for a public page's HTML, rendered without data, and puts that HTML in the page.
 * Types only: the server loads the built entry at run time.
 */

import type { SiteInfo } from './site';

/** A query the page starts with, answered on the server (e.g. the site's name from config). */
export interface PrerenderedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface PrerenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** The matched routes' module ids (web/app/router.tsx), e.g. ['route-error', 'home']. */
  routeIds: string[];
  /** What the page was rendered with, for the browser's cache (a JSON data block). */
  queries: PrerenderedQuery[];
  /** The page's largest content is in this markup, so its scripts wait until it is painted. */
  paintFirst: boolean;
}

/** What the server knows without asking the database. */
export interface PrerenderContext {
  site: SiteInfo;
}

export interface PrerenderEntry {
  /** Null when the URL is not a public page (the admin renders in the browser only). */
  render(url: string, context: PrerenderContext): Promise<PrerenderedPage | null>;
}

/** The id of the data block in the HTML that carries the prerendered queries to the browser. */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries';

/**
 * The id of the JSON block naming the app's entry chunk and the chunks to fetch with it, which
 * web/public/boot.js loads (written by scripts/vite/defer-app-scripts.ts).
 */
export const APP_MODULES_ID = 'app-modules';

export interface AppModules {
  entry: string;
  preload: string[];
  /** 'load': start once the page is painted, after the load event (PrerenderedPage.paintFirst). */
  start?: 'load';
}
