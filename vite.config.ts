import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), staticPageEntry()],
  publicDir: 'web/public',
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
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Left alone, the bundler makes a chunk of every module two pages share, down to single
        // icons: dozens of requests per page. Two groups every page needs anyway.
        codeSplitting: {
          groups: [
            {
              // The little the pages without React need too (web/app/entry.static.ts): never in a
              // chunk that pulls in React.
              name: 'enhance',
              test: /web[\\/]lib[\\/]enhance[\\/](reveal|header)\.ts$|node_modules[\\/](motion|motion-dom|motion-utils)[\\/]/,
              priority: 3,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            {
              name: 'site',
              test: /web[\\/](components[\\/](layout|ui[\\/](button|badge|alert|spinner|image|reveal|section-heading))|lib[\\/](cn|site|page-meta|dates|settled|use-route-refresh|not-found|document-context))\.tsx?$|node_modules[\\/](clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs)|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared))/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
