import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import type { PageContext } from '@contract/page-context';
import PageBoundary, { ErrorBoundary } from '@/app/layouts/page-boundary';
import { parseMyCategoryLevel } from '@/lib/my-category-level';
import type { RootData } from '@/lib/page-meta';
import { testContext } from './fake-reads';

/** A route module as the route table names it: its component, loader and action. */
export interface PageModule {
  default: ComponentType<never>;
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
  shouldRevalidate?: (args: never) => boolean;
}

export interface PageRoute {
  path: string;
  module: PageModule;
}

/**
 * Renders public pages as the app does: under the root route (the site's identity) and the page
 * boundary (the not-found page for a 404, the error page for the rest), with the real loaders and
 * actions running against `context` (fake reads and forms, see fake-reads.ts).
 */
export function renderPages(url: string, pages: PageRoute[], context: PageContext = testContext()) {
  // As web/app/root.tsx's loader, which reads the remembered choice from the request's cookies.
  const rootData = (): RootData => ({
    site: context.site,
    origin: 'https://physics.example.edu',
    myCategoryLevel: parseMyCategoryLevel(document.cookie),
  });
  const Stub = createRoutesStub(
    [
      {
        id: 'root',
        path: '/',
        loader: rootData,
        // As web/app/root.tsx: the site's identity never changes while the app runs.
        shouldRevalidate: () => false,
        Component: Outlet,
        children: [
          {
            Component: PageBoundary,
            ErrorBoundary,
            children: pages.map(({ path, module }) => ({
              path,
              Component: module.default as ComponentType,
              loader: module.loader as never,
              action: module.action as never,
              shouldRevalidate: module.shouldRevalidate as never,
            })),
          },
        ],
      },
    ],
    context,
  );
  const user = userEvent.setup({ delay: null });
  return { ...render(<Stub initialEntries={[url]} />), user };
}
