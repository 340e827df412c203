import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's package exports only its development build (remix-run/react-router#14102, still
 * open): its dev warnings and invariant texts would reach every visitor's browser. The browser's
 * production build takes the production files, which ship in the same package. Every import of
 * the package is redirected, so the browser still has one copy; the server keeps the exported
 * files, whose warnings only reach the log.
 */
export function productionRouterInBrowser(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files: Record<string, string> = {
    'react-router': path.join(dist, 'index.mjs'),
    'react-router/dom': path.join(dist, 'dom-export.mjs'),
  };
  let production = false;
  return {
    name: 'chapter:production-router-in-browser',
    enforce: 'pre',
    configResolved(config) {
      production = config.command === 'build' && !config.build.ssr;
    },
    resolveId(source) {
      return production ? (files[source] ?? null) : null;
    },
  };
}
