import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
