import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./web', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'api/**/*.test.ts',
            'db/**/*.test.ts',
            'contract/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['web/**/*.ssr.test.tsx'],
          setupFiles: ['web/test/setup.ts'],
          // One jsdom and one load of the packages (React, Radix, KaTeX…) per worker, not per
          // file: making them again for each file was most of the project's time. setup.ts
          // gives each file fresh app modules and undoes what a file leaves behind.
          isolate: false,
        },
      },
      {
        // The web app rendered on the server: Node, no DOM, as api/plugins/page-prerender.ts runs it.
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'ssr',
          environment: 'node',
          include: ['web/**/*.ssr.test.tsx'],
        },
      },
    ],
  },
});
