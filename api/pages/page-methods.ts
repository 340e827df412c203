import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * The methods a page answers to, from React Router's route table: GET and HEAD, and POST where
 * the matched route has an action (/contact, /join). Undefined where only a catch-all (`*`, the
 * not-found pages) matches: that path is no page, so a wrong method there is a plain 404.
 */
export function pageMethods(getBuild: () => Promise<ServerBuild>) {
  let tree: { build: ServerBuild; routes: RouteObject[] } | undefined;
  return async (pathname: string): Promise<string[] | undefined> => {
    const build = await getBuild();
    // Development rebuilds on every change: the table is made again only when the build is new.
    if (tree?.build !== build) tree = { build, routes: routeTree(build) };
    const leaf = matchRoutes(tree.routes, pathname)?.at(-1)?.route;
    if (!leaf?.id || leaf.path === '*') return undefined;
    return build.routes[leaf.id]?.module.action ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
  };
}

function routeTree(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      );
  return childrenOf(undefined);
}
