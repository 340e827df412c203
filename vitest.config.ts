import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./web', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

const serverTests = [
  'api/**/*.test.ts',
  'db/**/*.test.ts',
  'contract/**/*.test.ts',
  'scripts/**/*.test.ts',
];
/** Server test files that call vi.mock (scripts/vitest-projects.test.ts keeps this list whole). */
export const serverTestsWithModuleMocks = [
  'api/pages/public-forms.test.ts',
  'api/routes/auth/session.test.ts',
];

/** What both server projects' tests share: Node, and the time an app on a fresh database takes. */
const serverTest = { environment: 'node', testTimeout: 20_000, hookTimeout: 30_000 };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          ...serverTest,
          name: 'server',
          include: serverTests,
          exclude: [...configDefaults.exclude, ...serverTestsWithModuleMocks],
          // The app's modules are loaded once per worker, not once per file: loading them again
          // for each file was a third of the project's time (100 of 330 s), paid once on SQLite
          // and again on PostgreSQL. Every test builds its own app on its own database.
          isolate: false,
        },
      },
      {
        // A file that replaces a module (vi.mock) needs a module graph of its own: in a shared
        // one the module may already be loaded for real, or the mock may reach the next file.
        resolve: { alias },
        test: {
          ...serverTest,
          name: 'server-mocks',
          include: serverTestsWithModuleMocks,
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
        // The web app rendered on the server: Node, no DOM, as web/app/entry.server.tsx renders it.
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
