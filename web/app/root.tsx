import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
} from 'react-router';
import stylesheet from '@/styles/globals.css?url';
import { useDocumentValues } from '@/lib/document-context';
import { markHydrated } from '@/lib/hydration';
import { parseMyCategoryLevel } from '@/lib/my-category-level';
import type { RootData } from '@/lib/page-meta';
import { useTimeZone } from '@/lib/site';
import type { Route } from './+types/root';
import './load-context';
import { ScriptsAfterPaint } from './scripts-after-paint';
import { zodConfigScript } from '@/lib/zod-config';

export function loader({ context, request }: Route.LoaderArgs): RootData {
  return {
    site: context.site,
    origin: context.publicUrl ?? new URL(request.url).origin,
    myCategoryLevel: parseMyCategoryLevel(request.headers.get('cookie')),
  };
}

// The site's identity comes from its configuration: it never changes while the app runs. The
// remembered category and level is the page's starting point; the browser follows it itself after.
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // With a precedence React puts the stylesheet ahead of the scripts' modulepreloads in <head>,
  // so the first paint never waits behind them.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  {
    rel: 'alternate',
    type: 'application/rss+xml',
    title: 'News & Announcements',
    href: '/rss.xml',
  },
];

/**
 * What a route may declare in its `handle` (ADR 0006).
 * - `hydrate: false`: the page is complete HTML that React does not hydrate; a small script
 *   (web/app/entry.static.ts) starts its carousels and menus, and its links load pages from the
 *   server. Home, About, the Academics Hub, the category pages and the course pages use it: they
 *   need no React in the browser (their one form posts to the page's action), and stay well
 *   within budget.
 * - `scriptsAtOnce: true`: the scripts load with the page instead of after its first paint. The
 *   admin uses it: it is read on a desk, and nothing there works before them.
 */
export type RouteHandle = { hydrate?: boolean; scriptsAtOnce?: boolean };

const handleOf = (match: { handle: unknown }) => (match.handle ?? {}) as RouteHandle;

/** The document around every page, its error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  const { nonce, staticPageScript } = useDocumentValues();
  const matches = useMatches();
  const hydrate = matches.every((match) => handleOf(match).hydrate !== false);
  const scriptsAtOnce = matches.some((match) => handleOf(match).scriptsAtOnce === true);
  const timeZone = useTimeZone();
  return (
    // The zone on <html> serves browser code that runs outside React (documentTimeZone).
    <html lang="en" data-time-zone={timeZone}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#13082e" />
        <meta name="color-scheme" content="light" />
        <Meta />
        {/* Stylesheets and preloads need no nonce; an empty one keeps the server and browser alike. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: zodConfigScript }} />
            <ScrollRestoration nonce={nonce} />
            {scriptsAtOnce ? <Scripts nonce={nonce} /> : <ScriptsAfterPaint nonce={nonce} />}
          </>
        ) : (
          staticPageScript && (
            <ScriptsAfterPaint nonce={nonce}>
              <script type="module" src={staticPageScript} nonce={nonce} />
            </ScriptsAfterPaint>
          )
        )}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(markHydrated, []);
  return <Outlet />;
}

/** Only when the document itself fails: page errors are caught inside the site's layout. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className="container-page py-24 text-center">
      <h1 className="text-3xl font-extrabold">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-sm">{message}</p>
      <a href="/" className="mt-8 inline-block font-semibold text-primary-700 underline">
        Return to Home
      </a>
    </main>
  );
}
