import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'web/dist/**',
      'web/dist-local/**',
      '.stack/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['functions/**/*.ts'],
    languageOptions: {
      parserOptions: { project: './functions/tsconfig.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/**/*.repository.ts',
      'functions/src/lib/firestore.ts',
      'functions/src/lib/guarded-commit.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase-admin/firestore',
              message: 'Only repositories (and lib/firestore.ts) talk to Firestore.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // After the functions/src block: the domain's stricter list replaces it.
    files: ['functions/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['firebase-*', 'firebase/*', 'react', 'react-*', '../*'] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/auth.ts', 'web/src/features/admin/**', 'web/src/app/routes/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*'],
              message: 'Visitors never download the Firebase SDK: only lib/auth.ts imports it.',
            },
          ],
        },
      ],
    },
  },
  // ---- Web app boundaries (bulletproof-react): code flows shared -> features -> app. ----
  // A feature never imports another feature (the app composes them), and shared code
  // (components, lib, config) never imports a feature or the app. Every folder under
  // web/src/features is a feature, so a new one is covered without editing this list.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'A feature does not import another feature: move what both need to components/, lib/ or config/, or compose them in app/.',
            })),
            {
              target: ['./web/src/components', './web/src/lib', './web/src/config'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared code (components, lib, config) does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
);
