/** A module's id as the bundler gives it, and what the bundler knows of its importers. */
type ModuleGraph = {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
};

const routeFile = /web[\\/]app[\\/]routes[\\/]([^\\/]+)\.tsx$/;

/**
 * The route modules (by file name, without extension) that load a module through static imports:
 * the pages that need it the moment they render.
 */
function routesOf(id: string, graph: ModuleGraph, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const routes = new Set<string>();
  memo.set(id, routes); // import cycles end here
  const own = routeFile.exec(id);
  if (own?.[1]) {
    routes.add(own[1]);
    return routes;
  }
  for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
    for (const route of routesOf(importer, graph, memo)) routes.add(route);
  }
  return routes;
}

/**
 * A chunk name for the modules that only a family of pages shares: one file for what those pages
 * have in common, instead of one small file per combination of pages that the bundler makes by
 * itself (ADR 0006). A module some other page needs too, or that one page alone uses, is left to
 * the bundler.
 */
export function routeFamilies(families: Record<string, readonly string[]>) {
  let memo = new Map<string, Set<string>>();
  let lastGraph: ModuleGraph | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (graph !== lastGraph) {
      memo = new Map();
      lastGraph = graph;
    }
    const routes = routesOf(id, graph, memo);
    if (routes.size < 2) return null;
    for (const [name, members] of Object.entries(families)) {
      if ([...routes].every((route) => members.includes(route))) return name;
    }
    return null;
  };
}
