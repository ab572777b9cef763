import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Resolves the repository's own imports for the import rules: TypeScript sources imported as
// .js (functions, NodeNext), and the web app's @domain alias.
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.js'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
  alias: { '@domain': [fileURLToPath(new URL('./functions/src/domain', import.meta.url))] },
});

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The domain is pure TypeScript: nothing from Firebase, HTTP, React or Node, nor from `outside`. */
const domainImports = (outside) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [
            'firebase-*',
            'firebase/*',
            'react',
            'react-*',
            'express',
            '@sendgrid/*',
            'node:*',
          ],
          message:
            'The domain is pure TypeScript shared by the browser and the functions: no Firebase, HTTP, React or Node-only APIs.',
        },
        { group: [outside], message: 'The domain imports nothing outside itself.' },
      ],
    },
  ],
});

/**
 * The site's links come from components/link.tsx: React Router's own Link and NavLink bring
 * route-module prefetching the site never uses into every first view (docs/decisions/0028).
 */
const routerLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message:
    "Use Link and NavLink from components/link.tsx: React Router's carry about 3 KB gzip the site never uses.",
};

/** Staff code: admin/ folders and the Firebase modules of lib (see the visitor boundary below). */
const staffFiles = [
  'web/src/lib/auth.ts',
  'web/src/lib/firebase-app.ts',
  'web/src/lib/app-check-token.ts',
  'web/src/features/*/admin/**',
  'web/src/app/routes/admin/**',
  'web/src/components/admin/**',
  'web/src/lib/admin/**',
];

const serverFeatures = readdirSync(new URL('./functions/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'functions/ssr/**',
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
    files: ['functions/**/*.{ts,tsx}'],
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
    // Repositories own document access: only they (and lib/firestore.ts, lib/guarded-commit.ts)
    // import Firestore or lib/firestore.ts (db, typed collections, refs, the counted reads).
    files: ['functions/src/**/*.{ts,tsx}'],
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
            {
              name: 'firebase-admin',
              message: 'Only repositories (and lib/firestore.ts) talk to Firestore.',
            },
          ],
          patterns: [
            {
              regex: '(^|/)lib/firestore\\.[jt]s$|^\\./firestore\\.[jt]s$',
              message:
                "Only repositories read and write documents: use the feature's repository, or the guarded commit's own API (audit, enqueueMail).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // A rule of its own (typescript-eslint's twin of no-restricted-imports), so the blocks
    // below that set no-restricted-imports do not replace it.
    files: ['functions/src/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}'],
    ignores: ['functions/src/domain/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Import z from functions/src/domain/zod.ts: it is set up for the site's Content-Security-Policy (no eval).",
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
    rules: domainImports('../*'),
  },
  {
    // Endpoint contracts import from the domain only (their rule below: types only).
    files: ['functions/src/domain/contracts/**/*.ts'],
    rules: domainImports('../../*'),
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
    // Staff code is in admin/ folders (a feature's staff parts, the staff pages, the shared staff
    // frames and helpers): only they, and the Firebase modules of lib, may reach the SDK, and
    // visitor code never imports them, so a visitor's first view carries none of it.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [...staffFiles, 'web/src/components/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [routerLinks],
          patterns: [
            {
              group: ['firebase', 'firebase/*'],
              message:
                'Visitors never download the Firebase SDK up front: only lib/auth.ts, lib/firebase-app.ts and lib/app-check-token.ts (all loaded lazily) import it.',
            },
            {
              group: ['**/admin/**', '**/lib/auth'],
              message:
                'Visitor code does not import staff code (admin/ folders, lib/auth): staff pages are reached only through the lazy route table, so no visitor downloads them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: staffFiles,
    rules: { 'no-restricted-imports': ['error', { paths: [routerLinks] }] },
  },
  // ---- Web app boundaries (bulletproof-react): code flows shared -> features -> app. ----
  // A feature never imports another feature (the app composes them), and shared code
  // (components, lib, config) never imports a feature or the app. Every folder under
  // web/src/features is a feature, so a new one is covered without editing this list.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [resolver] },
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
              target: './web/src/features',
              from: './web/src/app',
              message:
                'A feature does not import the app: the app composes features into pages (app/routes), never the other way.',
            },
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
  // ---- Server boundaries: shared (lib, domain) -> features -> http, jobs, app. ----
  // Another feature, the route tables, the jobs and the entry points use a feature only through
  // its index.ts, which names what they may use; a feature never imports http/ or jobs/, and
  // shared code never imports a feature or what is above it. Every folder under
  // functions/src/features is a feature. No cycle between features: scripts/architecture.test.ts.
  // (The import-x plugin and its resolver are set for every file by the no-cycle block below.)
  {
    files: ['functions/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...serverFeatures.map((feature) => ({
              target: [
                ...serverFeatures
                  .filter((other) => other !== feature)
                  .map((other) => `./functions/src/features/${other}`),
                './functions/src/http',
                './functions/src/jobs',
                './functions/src/app.ts',
                './functions/src/index.ts',
              ],
              from: `./functions/src/features/${feature}`,
              except: ['./index.ts'],
              message: `Use the ${feature} feature through its index.ts (functions/src/features/${feature}/index.ts), which names what others may use.`,
            })),
            {
              target: './functions/src/features',
              from: ['./functions/src/http', './functions/src/jobs', './functions/src/index.ts'],
              message:
                'A feature does not import the route tables, the jobs or the entry point: they import features.',
            },
            {
              target: ['./functions/src/lib', './functions/src/domain'],
              from: [
                './functions/src/features',
                './functions/src/http',
                './functions/src/jobs',
                './functions/src/app.ts',
                './functions/src/index.ts',
              ],
              message: 'Shared code (lib, domain) does not import features, http, jobs or the app.',
            },
          ],
        },
      ],
    },
  },
  // ---- One clock: every date and time shown to people is London time, from @domain/clock. ----
  // The zone, Intl.DateTimeFormat and the host-zone readings of a Date belong to clock.ts alone
  // (tests may name the zone to check it).
  {
    files: ['web/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: ['functions/src/domain/clock.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          "Literal[value='Europe/London']",
          'TemplateElement[value.raw=/Europe\\/London/]',
          'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
          "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
          'CallExpression[callee.property.name=/^get(FullYear|Month|Date|Day|Hours|Minutes|Seconds)$/]',
        ].map((selector) => ({
          selector,
          message:
            "Show dates and times with @domain/clock (functions/src/domain/clock.ts): London time, whatever the browser's or server's zone.",
        })),
      ],
    },
  },
  {
    // After the clock block, which it replaces here: endpoint contracts are types only (erased
    // from every bundle), so they import types and declare nothing that runs.
    files: ['functions/src/domain/contracts/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[importKind='value']",
          message: 'Contracts import types only (import type).',
        },
        {
          selector:
            ':matches(Program, ExportNamedDeclaration) > :matches(VariableDeclaration, FunctionDeclaration, ClassDeclaration, TSEnumDeclaration)',
          message: 'Contracts are types only: no runtime code.',
        },
      ],
    },
  },
  // ---- No import cycles anywhere (functions, web app, scripts, tests). ----
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [resolver],
      // no-cycle follows imports into the files they name, which it must be able to parse
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
