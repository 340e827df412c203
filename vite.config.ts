import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { productionRouterInBrowser } from './scripts/vite/production-router';
import { singleElementIcons } from './scripts/vite/single-element-icons';

/**
 * The script of pages React does not hydrate (web/app/entry.static.ts): one more entry of the
 * browser's build. The server finds its file in the build's manifest (api/pages/static-script.ts).
 */
function staticPageEntry(): Plugin {
  let ssr = false;
  return {
    name: 'chapter:static-page-entry',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    options(options) {
      if (ssr) return null;
      const input = options.input ?? [];
      const inputs = typeof input === 'string' ? [input] : Array.isArray(input) ? input : [];
      return { ...options, input: [...inputs, 'web/app/entry.static.ts'] };
    },
  };
}

/**
 * What every public page loads: the header, footer and page frame with their icons, the icons
 * most pages show, and the small helpers they use. One chunk, because each file costs a page a
 * request and about 0.2 KB of gzip that one shared stream does not.
 */
const everyPublicPage = [
  /web[\\/]components[\\/]layout[\\/](header|footer|navigation-progress|social-icons|atom-icon)\.tsx$/,
  /web[\\/]components[\\/]ui[\\/](button|badge|alert|spinner|image|reveal|section-heading)\.tsx$/,
  /web[\\/]components[\\/]art[\\/]physics-art\.tsx$/,
  /web[\\/]app[\\/]layouts[\\/]page-boundary\.tsx$/,
  // What holds a public form until its first use (ADR 0017): small, and on most hydrated pages.
  /web[\\/]components[\\/]form-on-first-use\.tsx$/,
  /web[\\/]lib[\\/](cn|site|page-meta|dates|settled|use-route-refresh|not-found|document-context|lucide-icon)\.tsx?$/,
  /contract[\\/](constants|artwork)\.ts$/,
  /node_modules[\\/](clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs|primitive))[\\/]/,
  /lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/].*|icons[\\/](menu|chevron-down|mail|map-pin|phone|rss|arrow-left|arrow-right|calendar-days|clock|user-round|eye|download|external-link|file-text|circle-check|book-open|search|x|graduation-cap))\.mjs$/,
];

/** The form and filter controls about half the public pages use (filters, contact, Q&A, comments). */
const formControls = [
  /web[\\/]components[\\/]ui[\\/](labelled-control|label|input|native-select)\.tsx$/,
  /node_modules[\\/]@radix-ui[\\/]react-label[\\/]/,
];

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    staticPageEntry(),
    productionRouterInBrowser(),
    singleElementIcons(),
  ],
  publicDir: 'web/public',
  ssr: {
    // Bundled into the server build, where only the parts the pages use are kept: imported whole
    // at start, these libraries' entry points (every icon, every Radix primitive) took about a
    // second of the server's start (issue 18). React, React Router and zod stay shared modules:
    // the server's request handler and the pages must use the same React Router.
    noExternal: [
      'lucide-react',
      'radix-ui',
      /^@radix-ui\//,
      'motion',
      /^motion-/,
      'framer-motion',
      'sonner',
      'embla-carousel',
      /^embla-carousel-/,
      'react-day-picker',
      '@tanstack/react-query',
      'react-hook-form',
      '@hookform/resolvers',
      'class-variance-authority',
    ],
  },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./web', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    // Kept: the server looks up the static pages' script in it (api/pages/static-script.ts).
    manifest: true,
    // Fonts stay files: the CSP's font-src 'self' refuses data: URIs (KaTeX's small fonts).
    assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
    // SOURCEMAP=1 for a look at what each chunk holds.
    sourcemap: Boolean(process.env.SOURCEMAP),
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Left alone, the bundler makes a chunk of every module two pages share, down to single
        // icons: dozens of requests per page, each with its own gzip overhead. Groups for what
        // (nearly) every page needs anyway. Finer groups were measured and loaded more (ADR 0006).
        codeSplitting: {
          groups: [
            {
              // The little the pages without React need too (web/app/entry.static.ts): never in a
              // chunk that pulls in React.
              name: 'enhance',
              test: /web[\\/]lib[\\/](enhance[\\/](reveal|header)|hydration)\.ts$|node_modules[\\/](motion|motion-dom|motion-utils)[\\/]/,
              priority: 3,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            {
              name: 'site',
              test: (id) => everyPublicPage.some((pattern) => pattern.test(id)),
              priority: 1,
            },
            {
              name: 'controls',
              test: (id) => formControls.some((pattern) => pattern.test(id)),
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
