import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for every unit and integration suite. The API suite runs on embedded PGlite
 * always, and a second time on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
 */
const apiProject = (name: string, driver: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/web/vitest.config.ts',
      './apps/back-office/vitest.config.ts',
      {
        // Pure API logic (pricing math, rules) next to its module; no database.
        test: {
          name: 'api-unit',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The journeys' own helpers that need no browser (the secret check of the API log).
        test: {
          name: 'e2e-support',
          root: './e2e',
          include: ['support/**/*.test.ts'],
          environment: 'node',
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
