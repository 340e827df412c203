import '@fontsource-variable/inter';
import './styles/globals.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { AppReady } from './app/app-ready';
import { loadRouteModules } from './app/load-route-modules';
import { readPrerenderedQueries } from './app/prerendered-queries';
import { createAppRouter, routes } from './app/router';
import { queryClient } from './lib/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into');

// The server rendered public pages into the HTML (api/plugins/page-prerender.ts): hydrate them
// with the same data and route modules. The admin arrives empty and renders here.
const prerendered = container.hasChildNodes();
if (prerendered) {
  readPrerenderedQueries(queryClient);
  await loadRouteModules(routes, window.location.pathname);
}

const router = createAppRouter();
const app = (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
      <AppReady />
    </AppProvider>
  </StrictMode>
);

if (prerendered) {
  // A transition lets React hydrate in slices and answer taps between them.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
