import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { SiteInfo } from '@contract/site';

/** A cache that fails fast and never garbage-collects during a test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export const testSite: SiteInfo = {
  name: "Physics Students' Association",
  abbreviation: 'PSA',
  address: 'Department of Physics, Faculty of Science, University Campus',
  email: 'info@psa-chapter.org',
  phone: '+234 800 000 0000',
  social: {
    facebook: 'https://facebook.com/psa',
    twitter: 'https://twitter.com/psa',
    instagram: 'https://instagram.com/psa',
    linkedin: 'https://linkedin.com/company/psa',
  },
  timeZone: 'Africa/Lagos',
};

type Options = { path?: string; routes?: RouteObject[]; queryClient?: QueryClient };

/**
 * Renders inside a memory data router and a fresh query cache. By default `ui` answers every path,
 * so links can be followed; pass `routes` for a real route table.
 */
export function renderWithRouter(ui: ReactElement | null, options: Options = {}) {
  const { path = '/', queryClient = createTestQueryClient() } = options;
  const routes = options.routes ?? [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, user, queryClient };
}

/** A JSON response, as fetch would resolve it. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    ...init,
  });
}
