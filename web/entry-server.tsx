/**
 * The web app's server-side entry, built by `vite build --ssr` and loaded by the server
 * (api/plugins/page-prerender.ts). It renders a public page as the browser's first render would
 * show it: no data yet but what the server passes in (the site's name), so the browser hydrates
 * the same markup and paints the page, and its largest image, before any script has run.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PrerenderEntry } from '@contract/prerender';
import { AppProvider } from './app/provider';
import { getSiteInfoQueryOptions } from './features/site/api/get-site-info';
import { routes } from './app/router';
import { isPaintFirstHandle } from './app/paint-first-handle';
import { createQueryClient } from './lib/query-client';

const publicRoutes = routes.filter((route) => route.id !== 'admin');
const handler = createStaticHandler(publicRoutes);

export const render: PrerenderEntry['render'] = async (url, { site }) => {
  const request = new Request(url);
  if (new URL(url).pathname.startsWith('/admin')) return null;
  const context = await handler.query(request);
  // A redirect or a thrown response: the browser renders such a page itself.
  if (context instanceof Response) return null;

  const queries = [{ queryKey: getSiteInfoQueryOptions().queryKey, data: site }];
  const queryClient = createQueryClient();
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
  try {
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          {/* No inline hydration script: the CSP allows none, and the pages have no loaders. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
    return {
      html,
      routeIds: context.matches.map((match) => match.route.id),
      queries,
      paintFirst: context.matches.some((match) => isPaintFirstHandle(match.route.handle)),
    };
  } finally {
    queryClient.clear();
  }
};
