import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  prettier,
);
