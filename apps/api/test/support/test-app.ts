import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Env } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

/**
 * A real API on a real database for one test file: embedded PGlite in memory, or, when the
 * project runs with TEST_DB_DRIVER=postgres, a fresh database created on TEST_DATABASE_URL and
 * dropped afterwards, so files never see each other's rows.
 */
export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The PostgreSQL database's URL (postgres runs only), for a second process to share it. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

export const webFixtureHtml =
  '<!doctype html><html><head><script id="runtime-config" type="application/json">{}</script></head><body><div id="app"></div></body></html>';

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `homeward_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const ROUTE_LIMITS = [
  'RATE_LIMIT_QUOTES',
  'RATE_LIMIT_RECIPIENTS',
  'RATE_LIMIT_UPLOADS',
  'RATE_LIMIT_PAYMENTS',
  'RATE_LIMIT_CODE_REQUESTS',
  'RATE_LIMIT_PUSHER_API',
  'RATE_LIMIT_PASSKEYS',
  'RATE_LIMIT_SUPPORT_REQUESTS',
  'RATE_LIMIT_DOWNLOADS',
] as const;

export const backOfficeFixtureHtml =
  '<!doctype html><html><head><title>Homeward back office</title></head><body><div id="app"></div></body></html>';

/** The body of the test build's `assets/big-abc123.js`, which has `.br` and `.gz` copies. */
export const bigAssetSource = `console.log(${JSON.stringify('x'.repeat(5000))});`;

export async function createTestApp(
  env: Partial<Record<keyof Env, string>> = {},
  options: {
    logger?: BuildAppOptions['logger'];
    deliverWebhook?: BuildAppOptions['deliverWebhook'];
    /** Shared rate limits and realtime fan-out, as a node of several would have. */
    redis?: BuildAppOptions['redis'];
    /** Hears every route as it is registered (see BuildAppOptions). */
    onRoute?: BuildAppOptions['onRoute'];
    /** Hears every SQL statement the app runs (see openDatabase). */
    logQuery?: (query: string, params: unknown[]) => void;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'homeward-api-'));
  const webDist = path.join(dataDir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), webFixtureHtml);
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  // A larger asset with the build's Brotli and gzip copies, and files a build must never publish.
  // Written before the app starts: it serves the files the build held at start.
  const big = path.join(webDist, 'assets', 'big-abc123.js');
  writeFileSync(big, bigAssetSource);
  writeFileSync(`${big}.br`, brotliCompressSync(bigAssetSource));
  writeFileSync(`${big}.gz`, gzipSync(bigAssetSource));
  writeFileSync(path.join(webDist, '.env'), 'APP_KEY=secret');
  // The back office's build, as the API serves it: tests never depend on a local build.
  const backOfficeDist = path.join(dataDir, 'back-office');
  mkdirSync(path.join(backOfficeDist, 'assets'), { recursive: true });
  writeFileSync(path.join(backOfficeDist, 'index.html'), backOfficeFixtureHtml);
  writeFileSync(path.join(webDist, 'assets', '.hidden.js'), 'secret');

  const postgres =
    process.env.TEST_DB_DRIVER === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openDatabase({
    url: postgres?.url,
    pgliteDir: 'memory',
    logQuery: options.logQuery,
  });
  await database.prepare();
  const config = loadConfig({
    APP_ENV: 'test',
    APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    BACK_OFFICE_DIST_DIR: backOfficeDist,
    // Suites drive one customer hard; rate-limits.test.ts sets the limits it tests.
    ...Object.fromEntries(ROUTE_LIMITS.map((name) => [name, '999999/60'])),
    ...env,
  });
  // The sandbox provider's webhooks reach this same app in-process (no port is listening).
  const deliverWebhook =
    options.deliverWebhook ??
    (async (url: string, body: string, headers: Record<string, string>) =>
      (await app.inject({ method: 'POST', url: new URL(url).pathname, payload: body, headers }))
        .statusCode);
  const app: FastifyInstance = await buildApp({
    config,
    db: database.db,
    logger: options.logger ?? false,
    deliverWebhook,
    redis: options.redis,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl: postgres?.url,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

/**
 * The app as production configures it (HTTPS address, real mail and SMS endpoints, no outbox),
 * on a test database of its own: for what only production does (HSTS, Secure cookies).
 */
export function createProductionTestApp(): Promise<TestApp> {
  return createTestApp({
    APP_ENV: 'production',
    APP_URL: 'https://homeward.example',
    DATABASE_URL: 'postgres://unused/only-for-config',
    SMTP_URL: 'smtp://127.0.0.1:1',
    SMS_URL: 'https://sms.homeward.example/send',
    ...productionCompany,
  });
}

/** Production names the company on receipts itself: the development placeholders are refused. */
export const productionCompany = {
  COMPANY_NAME: 'Homeward Pty Ltd',
  COMPANY_LICENCE: 'AFSL 000000 (test)',
  COMPANY_ADDRESS: '1 Test Street, Sydney NSW 2000',
  COMPANY_COMPLAINTS_EMAIL: 'complaints@homeward.test',
  COMPANY_SUPPORT_EMAIL: 'help@homeward.test',
  COMPANY_PHONE: '1300 000 000',
  AUSTRAC_RE_NUMBER: '123456789',
  COMPANY_ABN: '12345678901',
  PAYOUT_PARTNER_NAME: 'Test Payout Partner Inc.',
};
