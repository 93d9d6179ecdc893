import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The API suites that share something outside their own database: Redis (the throttle's keys,
 * the realtime fan-out between nodes), child processes of the whole server, or the process's
 * signals. They run one file at a time, after the rest; everything else runs two files at once.
 */
const SHARED = [
  'test/corridors-two-nodes.test.ts',
  'test/customer-copies-two-nodes.test.ts',
  'test/crash.test.ts',
  'test/ops-transport.test.ts',
  'test/process-roles.test.ts',
  'test/pusher-sdk-nodes.test.ts',
  'test/reconcile.test.ts',
  'test/server.test.ts',
  'test/throttle.test.ts',
  'test/two-processes.test.ts',
];

/**
 * One Vitest run for every unit and integration suite. The API suite runs on embedded PGlite
 * always, and a second time on PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Each API
 * test file has its own database, so files run in parallel but for the SHARED ones.
 */
const apiProject = (name: string, driver: 'pglite' | 'postgres', shared = false) => ({
  test: {
    name: shared ? `${name}-shared` : name,
    root: './apps/api',
    include: shared ? SHARED : ['test/**/*.test.ts'],
    exclude: shared ? configDefaults.exclude : [...configDefaults.exclude, ...SHARED],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // One database migrated and seeded per run, which each test app copies.
    globalSetup: ['./test/support/prepared-database.ts'],
    // Each file makes its own app and database and mocks no module, so files share workers: a
    // fresh process per file (imports, PGlite's WebAssembly compiled again) was a third of the
    // time. The SHARED files start servers and send signals: each keeps a process of its own.
    ...(shared ? { fileParallelism: false, sequence: { groupOrder: 1 } } : { isolate: false }),
  },
});

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker, which leaves a core idle while a file
    // imports and sets up; two keep both busy (CI's 2 cores and this machine's).
    maxWorkers: 2,
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
      './apps/web/vitest.isolated.config.ts',
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
      apiProject('api-pglite', 'pglite', true),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('api-postgres', 'postgres'), apiProject('api-postgres', 'postgres', true)]
        : []),
    ],
  },
});
