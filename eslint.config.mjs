// ESLint for the whole code base, configured once: the site (src/), the API (server/), the scripts
// and the tests. Recommended rule sets only, no style rules: layout is Prettier's job (.prettierrc.json).
// Not type-aware: `npm run typecheck` already runs the compiler, and typed linting tripled the time
// (70 s of CPU instead of 24 s) for findings that are nearly all about `any` in tests.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const reactCode = ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'extension/**/*.{ts,tsx}'];

export default defineConfig(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'i18n/',
      'prompts/',
      'static/',
      'data/',
      '.bench/',
      '.test-results/',
      'test-results/',
      'playwright-report/',
      'extension/.output/',
      'extension/.wxt/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      // A leading underscore names what is there only to be left out: `const { id: _id, ...rest } = row`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Kysely's advice is `Kysely<any>` for migrations and schema-free SQL (they must not depend on
    // today's tables), and its query-builder generics take `any`; tests read untyped JSON answers.
    // Rewriting those would add casts, not safety; `strict` still rules out implicit `any`.
    files: ['server/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // CommonJS on purpose: the bundler loads these loaders with require(), outside TypeScript.
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // The site: React, its hooks, and accessibility.
  { files: reactCode, ...react.configs.flat.recommended },
  { files: reactCode, ...react.configs.flat['jsx-runtime'] },
  { files: reactCode, ...reactHooks.configs.flat.recommended },
  { files: ['src/**/*.{ts,tsx}', 'extension/**/*.{ts,tsx}'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.{ts,tsx}', 'extension/**/*.{ts,tsx}'],
    rules: {
      // Moving focus into a form the person has just opened (a reply, "send another") is what a
      // keyboard user needs; a page element that grabs focus on load is still reported.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // The browser loads a module's schemas wherever it imports them (zod schemas are code, and the
    // contract's index also re-exports the console's): public code takes values from the resource
    // module it needs, so the console's schemas and client load with /admin alone. Types are free.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/contract/**', 'src/api/adminClient.ts', 'src/pages/admin/**', 'src/pages/admin.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)contract(/index)?$',
              allowTypeImports: true,
              message:
                'Import values from the resource module (contract/auth, contract/comments …): the index re-exports the console’s schemas.',
            },
            {
              regex: '(^|/)(contract/admin|adminClient)$',
              allowTypeImports: true,
              message: 'The console’s schemas and client load with /admin only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: reactCode,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: 'detect' } },
    rules: {
      // Comment links carry `noopener`, which every browser the site supports honours; whether they
      // also hide the referrer is a product choice, not a security gap.
      'react/jsx-no-target-blank': ['error', { allowReferrer: true }],
    },
  },
);
