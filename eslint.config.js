// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { existsSync, readdirSync } from 'node:fs';

/** TypeScript-aware module resolution for the import rules (the workspaces ship .ts sources). */
const resolverOptions = {
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  conditionNames: ['types', 'import', 'node', 'default'],
};

const featuresOf = (app) => {
  const dir = new URL(`./apps/${app}/src/features`, import.meta.url);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const webFeatures = featuresOf('web');
const backOfficeFeatures = featuresOf('back-office');

// defineConfig is ESLint's own helper; typescript-eslint deprecated its tseslint.config() for it.
export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    '**/dist/**',
    'data/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    '.test-output/**',
    'apps/api/drizzle/**',
  ]),
  js.configs.recommended,
  tseslint.configs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: { 'import-x/resolver-next': [createNodeResolver(resolverOptions)] },
    rules: {
      'import-x/no-cycle': 'error',
      // TypeScript already checks default and named imports, and knows `export =` modules.
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Dependencies point one way (docs/architecture.md): web and api depend on the contract,
      // never on each other; the contract depends on neither; features keep their insides.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contract', from: './apps' },
            { target: './packages/ui', from: './apps' },
            { target: './apps/web', from: './apps/api' },
            { target: './apps/api', from: './apps/web' },
            // A feature never reaches into another: routes in src/app compose them.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            // Shared server resources (one query definition each) are below the features.
            { target: './apps/web/src/api', from: './apps/web/src/features' },
            { target: './apps/web/src/components', from: './apps/web/src/features' },
            // The back office: its own app, the same rules; the two front ends share only
            // packages (contract, ui). Its features may read the signed-in session (auth/api).
            { target: './apps/back-office', from: './apps/api' },
            { target: './apps/back-office', from: './apps/web' },
            { target: './apps/web', from: './apps/back-office' },
            ...backOfficeFeatures.map((feature) => ({
              target: `./apps/back-office/src/features/${feature}`,
              from: './apps/back-office/src/features',
              except: [`./${feature}`, './auth/api'],
            })),
            { target: './apps/back-office/src/lib', from: './apps/back-office/src/features' },
            {
              target: './apps/back-office/src/components',
              from: './apps/back-office/src/features',
            },
            { target: './apps/api/src/db', from: './apps/api/src/modules' },
            { target: './apps/api/src/plugins', from: './apps/api/src/modules/*/routes.ts' },
          ],
        },
      ],
    },
  },
  {
    // Only repositories (and the database's own setup) touch the database: services get
    // repositories and a unit of work, so the schema and the query builder stay out of them.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*repository.ts', 'apps/api/src/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Query the database in a repository.' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'Query the database in a repository.' },
            { group: ['**/db/schema'], message: 'Only repositories import the schema.' },
          ],
        },
      ],
    },
  },
  {
    // The primitives both front ends share run in the browser too.
    files: ['packages/ui/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The Rules of React, with the React Compiler's checks (purity, refs, state set in effects,
    // components defined during render...), wherever React code lives.
    ...reactHooks.configs.flat.recommended,
    name: 'react-hooks/recommended',
    files: [
      'packages/ui/**/*.{ts,tsx}',
      'apps/web/**/*.{ts,tsx}',
      'apps/back-office/**/*.{ts,tsx}',
    ],
  },
  // Typed, so that `// @ts-check` reads each rule's severity as a severity, not any string.
  ...['web', 'back-office'].map(
    /** @returns {import('eslint').Linter.Config} */ (app) => ({
      files: [`apps/${app}/**/*.{ts,tsx}`],
      languageOptions: { globals: { ...globals.browser } },
      // Each front end's "@/" alias comes from its tsconfig paths.
      settings: {
        'import-x/resolver-next': [
          createNodeResolver({
            ...resolverOptions,
            tsconfig: {
              configFile: new URL(`./apps/${app}/tsconfig.json`, import.meta.url).pathname,
            },
          }),
        ],
      },
      rules: {
        // zod comes configured for our CSP from the contract (packages/contract/src/zod.ts).
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'zod',
                message: "Import { z } from '@homeward/contract': it is set up for our CSP.",
                allowTypeImports: true,
              },
            ],
            patterns: [
              {
                group: ['zod/*'],
                message: "Import { z } from '@homeward/contract': it is set up for our CSP.",
                allowTypeImports: true,
              },
            ],
          },
        ],
      },
    }),
  ),
  {
    // The service worker runs in its own global scope (self, caches, clients).
    files: ['apps/web/service-worker/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  prettier,
);
