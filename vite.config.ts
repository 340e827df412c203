import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { deferAppScripts } from './scripts/vite/defer-app-scripts.ts';

const apiPort = process.env.API_PORT ?? '5001';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), deferAppScripts()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./web', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // Fonts stay files: the CSP's font-src 'self' refuses data: URIs (KaTeX's small fonts, issue 11).
    assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
    sourcemap: false,
    // Tells the server which chunks a public page needs, so it names them in the HTML
    // (api/plugins/page-prerender.ts). Dotfiles are never served.
    manifest: true,
    reportCompressedSize: false,
    // The server entry (web/entry-server.tsx) needs no copy of the public files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // Left alone, the bundler makes a chunk of every module two pages share, down to single
        // icons: 70 requests for /about. Every page needs the framework; the icons are tiny.
        codeSplitting: isSsrBuild
          ? true
          : {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod)[\\/]/,
                  priority: 2,
                },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
              ],
            },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
