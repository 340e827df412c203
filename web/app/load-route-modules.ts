import { matchRoutes, type RouteObject } from 'react-router';

/** Route properties a lazy module may not set: they place the route in the tree. */
const structural = new Set(['id', 'path', 'index', 'children', 'caseSensitive', 'lazy']);

/**
 * Loads the lazy modules of the routes that match `pathname` and puts what they export on the
 * route objects, before the router is created. A page the server rendered into the HTML must
 * hydrate with its own component at once: a route still lazy would render its fallback instead,
 * and the markup would not match.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Record<string, unknown>;
      for (const [key, value] of Object.entries(module)) {
        if (!structural.has(key)) (route as Record<string, unknown>)[key] = value;
      }
      delete route.lazy;
    }),
  );
}
