import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadRouteModules } from './load-route-modules';

function Page() {
  return null;
}

describe('loading the matched route modules before hydration', () => {
  it('loads only the matched routes and puts their exports on them', async () => {
    const other = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [
      {
        id: 'layout',
        path: '/',
        lazy: async () => ({ ErrorBoundary: Page }),
        children: [
          { id: 'about', path: 'about', lazy: async () => ({ Component: Page }) },
          { id: 'other', path: 'other', lazy: other },
        ],
      },
    ];
    await loadRouteModules(routes, '/about');
    const [layout] = routes;
    expect(layout?.ErrorBoundary).toBe(Page);
    expect(layout?.lazy).toBeUndefined();
    expect(layout?.children?.[0]?.Component).toBe(Page);
    expect(layout?.children?.[0]?.lazy).toBeUndefined();
    expect(other).not.toHaveBeenCalled();
  });

  it('never lets a module move its route', async () => {
    // A module exporting `path` by mistake (the router's types forbid it; a module cannot be checked).
    const lazy = async () => ({ Component: Page, path: '/elsewhere' });
    const routes: RouteObject[] = [{ id: 'page', path: '/page', lazy: lazy as never }];
    await loadRouteModules(routes, '/page');
    expect(routes[0]?.path).toBe('/page');
    expect(routes[0]?.Component).toBe(Page);
  });
});
