import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Env } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { answerChecker, type AnswerChecker } from './answer-check';
import { adminQuery, dropPostgresDatabase } from './prepared-database';

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
  /** With `checkAnswers`: every answer checked against the OpenAPI document so far. */
  answers: AnswerChecker | undefined;
  /** Fails, after closing, when `checkAnswers` found an answer the document does not describe. */
  close(): Promise<void>;
}

export const webFixtureHtml =
  '<!doctype html><html><head><script id="runtime-config" type="application/json">{}</script></head><body><div id="app"></div></body></html>';

/**
 * A fresh PostgreSQL database: a copy of the run's prepared one (support/prepared-database.ts)
 * when there is one, else an empty one to prepare.
 */
async function createPostgresDatabase(): Promise<{
  url: string;
  prepared: boolean;
  drop: () => Promise<void>;
}> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `homeward_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    prepared: Boolean(template),
    drop: () => dropPostgresDatabase(name),
  };
}

/** The run's prepared PGlite data directory, read once per test file. */
let dumpRead: Blob | undefined;
function preparedPgliteDump(): Blob | undefined {
  const file = inject('pgliteDump');
  if (file) dumpRead ??= new Blob([readFileSync(file)]);
  return dumpRead;
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
    /** Where push messages go (see BuildAppOptions). */
    pushTransport?: BuildAppOptions['pushTransport'];
    /** Hears every SQL statement the app runs (see openDatabase). */
    logQuery?: (query: string, params: unknown[]) => void;
    /**
     * Another node on `sharing`'s database (one rolled to a new APP_KEY, say); closing it
     * leaves that database open.
     */
    sharing?: TestApp;
    /** Checks every answer against the OpenAPI document (support/answer-check.ts). */
    checkAnswers?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'homeward-api-'));
  const webDist = path.join(dataDir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), webFixtureHtml);
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Homeward"}');
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

  const { sharing } = options;
  const postgres =
    process.env.TEST_DB_DRIVER === 'postgres' && !sharing
      ? await createPostgresDatabase()
      : undefined;
  const pgliteDump = postgres || sharing ? undefined : preparedPgliteDump();
  const database =
    sharing?.database ??
    (await openDatabase({
      url: postgres?.url,
      pgliteDir: 'memory',
      pgliteDump,
      logQuery: options.logQuery,
    }));
  if (!sharing && !postgres?.prepared && !pgliteDump) await database.prepare();
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
  const answers = options.checkAnswers ? answerChecker() : undefined;
  const app: FastifyInstance = await buildApp({
    config,
    db: database.db,
    logger: options.logger ?? false,
    deliverWebhook,
    redis: options.redis,
    onRoute: options.onRoute,
    onAnswer: answers && ((answer) => answers.check(answer)),
    pushTransport: options.pushTransport,
  });
  await app.ready();
  answers?.use(app.swagger() as OpenAPIV3_1.Document);
  return {
    app,
    database,
    databaseUrl: postgres?.url ?? sharing?.databaseUrl,
    answers,
    async close() {
      await app.close();
      if (sharing) return;
      await database.close();
      await postgres?.drop();
      if (answers && answers.mismatches.length > 0) {
        throw new Error(
          `Answers the OpenAPI document does not describe:\n${answers.mismatches.join('\n')}`,
        );
      }
    },
  };
}

/**
 * The app as production configures it (HTTPS address, real mail and SMS endpoints, no outbox),
 * on a test database of its own: for what only production does (HSTS, Secure cookies).
 */
export function createProductionTestApp(
  env: Partial<Record<keyof Env, string>> = {},
): Promise<TestApp> {
  return createTestApp({
    APP_ENV: 'production',
    APP_URL: 'https://homeward.example',
    DATABASE_URL: 'postgres://unused/only-for-config',
    SMTP_URL: 'smtp://127.0.0.1:1',
    SMS_URL: 'https://sms.homeward.example/send',
    ...productionCompany,
    ...productionPush,
    ...env,
  });
}

/** Production's VAPID key pair is configured, never generated (a test pair, public here). */
export const productionPush = {
  VAPID_PUBLIC_KEY:
    'BAsW-BL-densslpDFdKoPalywhyt0fxBfFthuH6488WbZL-6nUkr1gYIAf3bO2Qinhc7lT3PmPckmsjKN1sTjek',
  VAPID_PRIVATE_KEY: 'mZKPmYA04bfOYFrA24njTb61ALaHZk7lKqKVe72m6lA',
  VAPID_SUBJECT: 'mailto:help@homeward.test',
};

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
