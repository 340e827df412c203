import fs from 'node:fs';
import path from 'node:path';

/** The entry of the script pages without hydration load (web/app/entry.static.ts). */
export const STATIC_PAGE_ENTRY = 'web/app/entry.static.ts';

/** Its URL in the production build, from the browser build's manifest (Vite's .vite/manifest.json). */
export function builtStaticPageScript(clientDir: string): string {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string } | undefined
  >;
  const entry = manifest[STATIC_PAGE_ENTRY];
  if (!entry) throw new Error(`The web build has no ${STATIC_PAGE_ENTRY} (${manifestPath})`);
  return `/${entry.file}`;
}
