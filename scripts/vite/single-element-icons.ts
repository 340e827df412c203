import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Every `lucide-react` icon renders through web/lib/lucide-icon.tsx in place of the package's own
 * Icon component (ADR 0027): the same markup, with the icon's shapes as markup inside one `<svg>`
 * element rather than elements of their own. The package's icons are made by its
 * createLucideIcon module, which imports the component it renders from `./Icon.mjs`: that one
 * import is redirected in the browser's build and the server's, and in development's server
 * render. (In development the browser's copy of lucide-react, pre-bundled by Vite, may keep the
 * package's component: the markup is the same, so the page hydrates either way.)
 *
 * A build that bundles lucide-react's icons without redirecting that import (a new version of the
 * package laid out otherwise) fails, rather than quietly shipping the slower component.
 */
export function singleElementIcons(): Plugin {
  const replacement = path.resolve(import.meta.dirname, '../../web/lib/lucide-icon.tsx');
  let building = false;
  let bundlesIcons = false;
  let redirected = false;
  return {
    name: 'chapter:single-element-icons',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      bundlesIcons = false;
      redirected = false;
    },
    resolveId(source, importer) {
      if (source !== './Icon.mjs' || !importer || !MAKES_ICONS.test(importer)) return null;
      redirected = true;
      return replacement;
    },
    transform(_code, id) {
      if (LUCIDE_ICON.test(id)) bundlesIcons = true;
    },
    buildEnd(error) {
      if (!building || error || !bundlesIcons || redirected) return;
      this.error(
        "lucide-react's icons were bundled, but none through createLucideIcon's import of ./Icon.mjs: see ADR 0027 and scripts/vite/single-element-icons.ts.",
      );
    },
  };
}

const MAKES_ICONS = /lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/;
const LUCIDE_ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
