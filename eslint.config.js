import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaryZones } from './eslint.boundaries.js';
import noStatusLiteral from './lint/rules/no-status-literal.js';

const DOMAIN_IS_PURE =
  'The domain does no I/O and reads no clock or environment: take the value as a parameter.';

/** Refuses every import of the domain but zod, its own files and the given packages. */
const domainImportsBut = (packages) => ({
  regex: `^(?!(${['zod', ...packages].join('|')})(/|$)|\\.{1,2}/)`,
  message: `The domain imports only ${['zod', ...packages].join(', ')} and its own files: no other package, no I/O.`,
});

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
      // The domain is pure: it imports zod and its own files, nothing else (an allow-list, so a
      // new package or I/O module is refused the day it appears).
      'no-restricted-imports': ['error', { patterns: [domainImportsBut([])] }],
      // No I/O and no clock: the network, the environment and the time are passed in.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: DOMAIN_IS_PURE },
        { name: 'process', message: DOMAIN_IS_PURE },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: DOMAIN_IS_PURE },
        { object: 'globalThis', property: 'fetch', message: DOMAIN_IS_PURE },
        { object: 'globalThis', property: 'process', message: DOMAIN_IS_PURE },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: DOMAIN_IS_PURE,
        },
        { selector: "CallExpression[callee.name='Date']", message: DOMAIN_IS_PURE },
      ],
    },
  },
  {
    // The domain's tests also use their runner and property generator.
    files: ['packages/domain/**/*.test.ts', 'packages/domain/vitest.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [domainImportsBut(['vitest', 'fast-check'])] },
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
      // Without these the plugin reads no TypeScript module, and no-cycle sees no import at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // One lint run resolves each import once, however long the run takes.
      'import-x/cache': { lifetime: '∞' },
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
