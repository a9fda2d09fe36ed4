import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones } from './eslint.boundaries.js';
import noStatusLiteral from './lint/rules/no-status-literal.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'packages/db/migrations/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app talks HTTP only: never the database or server code.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@backoffice/db',
            '@backoffice/db/*',
            '@backoffice/server',
            '@backoffice/server/*',
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      // The domain is pure: no I/O and nothing of the other packages.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@backoffice/*',
            'node:*',
            'fs',
            'pg',
            'drizzle-orm',
            'drizzle-orm/*',
            'react',
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      // Browser specs drive the built console over HTTP and seed through @backoffice/db/seed:
      // never the server's code, nor any package's source by relative path.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@backoffice/server', '@backoffice/server/*'],
              message: 'Browser specs use the running server over HTTP, never its code.',
            },
            {
              group: [
                '**/apps/*/src',
                '**/apps/*/src/**',
                '**/packages/*/src',
                '**/packages/*/src/**',
              ],
              message:
                "Import a package by its name (@backoffice/db/seed), not another package's source.",
            },
          ],
        },
      ],
    },
  },
  {
    // The area boundaries (docs/areas.md): zones, no cycles, no relative path into another package.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/*/tsconfig.json',
            'apps/*/tsconfig.json',
            'e2e/tsconfig.json',
            'bench/tsconfig.json',
            'lint/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    // Statuses are named in code (STATUS.HOLD); their ids stay in the catalogues and in the tests
    // that pin the spec's tables.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/statuses.ts', '**/*.test.{ts,tsx}'],
    plugins: { backoffice: { rules: { 'no-status-literal': noStatusLiteral } } },
    rules: { 'backoffice/no-status-literal': 'error' },
  },
  prettier,
);
