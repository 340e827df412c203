import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A page of the stand-in build, under its root route. Loader and action are JavaScript source. */
type StandInRoute = {
  id: string;
  path?: string;
  index?: boolean;
  loader?: string;
  action?: string;
};

type StandInBuild = {
  /**
   * JavaScript source of the document renderer React Router calls:
   * `(request, status, headers, context, loadContext) => Response`.
   */
  document: string;
  routes: StandInRoute[];
  /** The build's version (part of a cached page's key). */
  version?: string;
  /** Files of the client folder, by path (e.g. 'assets/static.js'), with their contents. */
  clientFiles?: Record<string, string | Buffer>;
};

/** The generated server build: what `react-router build` writes to server/index.js, reduced. */
function serverModule({ document, routes, version = '1' }: StandInBuild): string {
  const modules = routes.map(({ id, path, index, loader, action }) => {
    const parts = ['default: page', loader && `loader: ${loader}`, action && `action: ${action}`];
    const where = index ? 'index: true' : `path: ${JSON.stringify(path ?? '')}`;
    return `${JSON.stringify(id)}: { id: ${JSON.stringify(id)}, parentId: 'root', ${where}, module: { ${parts.filter(Boolean).join(', ')} } },`;
  });
  const manifests = routes.map(({ id, path, index, loader, action }) => {
    const extra = {
      ...(index ? { index: true } : { path: path ?? '' }),
      hasLoader: Boolean(loader),
      hasAction: Boolean(action),
    };
    return `${JSON.stringify(id)}: route(${JSON.stringify(id)}, 'root', ${JSON.stringify(extra)}),`;
  });
  return `
const page = () => null;
export const entry = { module: { default: ${document} } };
export const routes = {
  root: { id: 'root', path: '', module: { default: page } },
  ${modules.join('\n  ')}
};
const route = (id, parentId, extra) => ({ id, parentId, module: '/x.js', hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false, hasDefaultExport: true, imports: [], css: [], ...extra });
export const assets = {
  entry: { module: '/x.js', imports: [], css: [] },
  routes: {
    root: route('root', undefined, { path: '' }),
    ${manifests.join('\n    ')}
  },
  url: '/manifest.js',
  version: ${JSON.stringify(version)},
};
export const future = {};
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'initial' };
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
export const basename = '/';
export const allowedActionOrigins = false;
`;
}

/**
 * A stand-in for the web build in a new temporary folder, for API tests of how the server answers
 * pages (its conventions, its cache) without building the real web app. Returns the folder and a
 * function that removes it.
 */
export async function writeStandInBuild(build: StandInBuild) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'chapter-build-'));
  await fs.mkdir(path.join(dir, 'server'), { recursive: true });
  await fs.mkdir(path.join(dir, 'client', '.vite'), { recursive: true });
  await fs.writeFile(path.join(dir, 'package.json'), '{"type":"module"}');
  await fs.writeFile(path.join(dir, 'server', 'index.js'), serverModule(build));
  await fs.writeFile(
    path.join(dir, 'client', '.vite', 'manifest.json'),
    JSON.stringify({ 'web/app/entry.static.ts': { file: 'assets/static.js' } }),
  );
  for (const [file, contents] of Object.entries(build.clientFiles ?? {})) {
    const target = path.join(dir, 'client', file);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, contents);
  }
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
