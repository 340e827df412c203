// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Each feature may import only itself, shared web code and the contract, so one is generated
// per folder: a new feature is covered the moment its folder exists.
const features = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// import-x's TypeScript preset's settings (which files it parses), without its legacy resolver.
const { 'import-x/resolver': _legacyResolver, ...importSettings } =
  importX.flatConfigs.typescript.settings ?? {};

/** Tests and their helpers. */
const testFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.harness.{ts,tsx}',
  'tests/**/*.ts',
  'web/test/**/*.{ts,tsx}',
];

const serverOnly = [
  {
    regex: '^(\\.\\./)+(api|db)(/|$)|^(fastify|kysely|better-sqlite3|pg|sharp)(/|$)',
    message: 'web/ runs in the browser: talk to the server through the API client.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      '.bench',
      '.react-router',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info', 'table'] }],
    },
  },
  {
    // The layering (issue 16). Imports are resolved as TypeScript does, `@/` alias included, so a
    // rule sees through relative paths and aliases alike. Type-only imports do not count as cycles.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importSettings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The layers of the code that ships. A test may build the whole app or render a whole route to
    // check the layer it lives in, so tests and their helpers are left out.
    files: ['**/*.{ts,tsx}'],
    ignores: [...testFiles, 'web/features/*/{test,testing}/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './db',
              from: './api',
              message: 'db/ is below api/: the server uses the data layer, never the reverse.',
            },
            {
              target: './web/features',
              from: './web/app',
              message: 'Features are below web/app: routes compose features, never the reverse.',
            },
            {
              target: './web/api',
              from: ['./web/features', './web/app', './web/components'],
              message:
                'web/api is the data layer below features, routes and components: they use it, never the reverse.',
            },
            {
              target: './web/lib',
              from: './web/api',
              message: 'web/lib is below web/api: the resource modules use it, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: serverOnly }],
    },
  },
  ...features.map((feature) => ({
    files: [`web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...serverOnly,
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'Features never import each other: compose them in a route under web/app.',
            },
            {
              group: ['../../*', '!../../../*'],
              message:
                'Reach other folders through the @/ alias, not relative paths out of the feature.',
            },
          ],
        },
      ],
    },
  })),
  {
    // A test that reaches for a value it just asserted exists may say so with `!`.
    files: testFiles,
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\./|\\.\\./contract/).*',
              message: 'contract/ imports only zod (and itself).',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
