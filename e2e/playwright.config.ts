import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { apiLogFile, e2eOutputDir, secretsFile } from './support/secret-scan';
import { LATE_WEBHOOK_DELAY_MS } from './support/late-webhooks';
import { API_PORT, API_URL, LATE_WEBHOOKS_PORT, SPA_PORT, SPA_URL } from './support/urls';

/**
 * Journeys in a real Chromium against the real production server (built by `npm run build`),
 * on a fresh embedded database each run. Debian's Chromium is used because Playwright's own
 * browser download cannot work on our machines. The full browser, not Debian's headless shell:
 * the shell has no push service or notifications and reports installability differently, so
 * the install-and-push journeys cannot run in it.
 */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
  }
  // Fall back to Playwright's own browser, if one was installed with `npx playwright install`.
  return undefined;
}

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'homeward-e2e-'));
const lateWebhooksDataDir = mkdtempSync(path.join(tmpdir(), 'homeward-e2e-late-'));

/**
 * With TEST_DATABASE_URL (CI sets it) the journeys run the API on a fresh PostgreSQL database,
 * which the operations CLI can open beside the running server (the embedded database allows one
 * process only). The spec files read E2E_DATABASE_URL. The late-webhooks API gets one of its
 * own (E2E_LATE_WEBHOOKS_DATABASE_URL): two APIs on one database would run each other's jobs.
 */
function e2eDatabase(variable: string, suffix = ''): string | undefined {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  if (process.env[variable]) return process.env[variable];
  const name = `homeward_e2e_${process.pid}_${Date.now()}${suffix}`;
  const script = `const pg=require('pg');const c=new pg.Client({connectionString:process.argv[1]});c.connect().then(()=>c.query('create database ${name}')).then(()=>c.end()).catch(e=>{console.error(e.message);process.exit(1)})`;
  execFileSync(process.execPath, ['-e', script, base], { cwd: root, stdio: 'inherit' });
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env[variable] = url.toString();
  return url.toString();
}
const databaseUrl = e2eDatabase('E2E_DATABASE_URL');
const lateWebhooksDatabaseUrl = e2eDatabase('E2E_LATE_WEBHOOKS_DATABASE_URL', '_late');

/**
 * Where this run keeps the API's log and the secrets the journeys used, for the teardown's check
 * that none reached the log (support/secret-scan.ts). Emptied once, by the runner: workers load
 * this file too, and find E2E_OUTPUT_DIR already set.
 */
function e2eOutput(): { apiLog: string; lateWebhooksApiLog: string } {
  const preset = process.env.E2E_OUTPUT_DIR;
  const dir = preset ?? e2eOutputDir(root, API_PORT);
  if (!preset) {
    rmSync(dir, { recursive: true, force: true });
    process.env.E2E_OUTPUT_DIR = dir;
  }
  mkdirSync(dir, { recursive: true });
  const apiLog = apiLogFile(dir);
  const lateWebhooksApiLog = apiLogFile(dir, 'late-webhooks-api');
  process.env.E2E_API_LOG = apiLog;
  process.env.E2E_LATE_WEBHOOKS_API_LOG = lateWebhooksApiLog;
  process.env.E2E_SECRETS_FILE = secretsFile(dir);
  return { apiLog, lateWebhooksApiLog };
}
const output = e2eOutput();
// How long the servers may take to start: a minute, more on a machine busy with other work.
const serverStartMs = Number(process.env.E2E_SERVER_START_MS ?? 60_000);
const executablePath = chromiumPath();

/** The built API's environment for the journeys; each API gets its own data and log. */
function apiEnv(port: number, dir: string, database: string | undefined, log: string) {
  return {
    APP_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dir,
    DATABASE_URL: database ?? '',
    REDIS_URL: '',
    FRONTEND_ORIGINS: SPA_URL,
    MARKETING_URL: 'https://homeward.example/',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    SIGNUP_MAX_PER_IP: '1000',
    // The payout simulator's delays, short enough to watch a transfer complete.
    PAYOUT_START_SECONDS: '1',
    PAYOUT_COMPLETE_SECONDS: '2',
    // Not the default 30: the screens must say the server's price lock, not a number of theirs.
    QUOTE_TTL_MINUTES: '20',
    JOB_POLL_MS: '250',
    // Held for review from 900 AUD, and released only with four eyes from there: the back
    // office's journey sends 950 (a tier-1 customer sends up to 1,000); the others send less.
    COMPLIANCE_HOLD_ABOVE: '900',
    FOUR_EYES_RELEASE_ABOVE: '900',
    // Request lines included: the secret check needs every URL the server saw.
    LOG_LEVEL: 'info',
    E2E_API_LOG: log,
  };
}

/**
 * Every journey runs at desktop width. At phone width, by default: the layout and its menu, the
 * spec's sign-in and sign-up, and the languages journeys, which walk onboarding with its
 * documents and selfie, sending and paying at 375 px and fail on any text a phone's layout lost.
 * The others run the same code in a narrower window; E2E_EVERY_WIDTH=1 runs them at both widths
 * too (decision 0035: the phone run kept CI past 45 minutes).
 */
const PHONE_JOURNEYS = ['navigation', 'sign-in', 'sign-up', 'languages'];
const everyWidth = Boolean(process.env.E2E_EVERY_WIDTH || process.env.SCREENSHOTS);

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: a journey signs up (a password hash on a 2-core machine shared with Chromium,
  // PostgreSQL and two servers); CI machines have run twice as slow as ours.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: API_URL,
    // The DOM at each step of a failed journey, without the screencast: encoding its frames
    // made Chromium the run's bottleneck (the navigation journeys took 2.8 min with it, 1.7
    // without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A synthetic camera that needs no permission prompt, for the selfie check.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      ...(everyWidth ? {} : { testMatch: PHONE_JOURNEYS.map((name) => `${name}.spec.ts`) }),
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: [
    {
      // A second built API whose sandbox delivers webhooks seconds late, as real providers do,
      // for the journey where money is taken after the transfer was cancelled
      // (tests/late-payment.spec.ts). No url: Playwright starts it and goes on at once, so it
      // boots beside the others instead of after them; that journey waits until it is ready.
      command: 'node --import tsx e2e/support/api-server.ts',
      cwd: root,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...apiEnv(
          LATE_WEBHOOKS_PORT,
          lateWebhooksDataDir,
          lateWebhooksDatabaseUrl,
          output.lateWebhooksApiLog,
        ),
        SANDBOX_WEBHOOK_DELAY_MS: String(LATE_WEBHOOK_DELAY_MS),
      },
    },
    {
      // The built server (apps/api/dist/server.js), its output kept in a file.
      command: 'node --import tsx e2e/support/api-server.ts',
      cwd: root,
      url: `${API_URL}/health/ready`,
      reuseExistingServer: false,
      timeout: serverStartMs,
      stdout: 'ignore',
      stderr: 'pipe',
      env: apiEnv(API_PORT, dataDir, databaseUrl, output.apiLog),
    },
    {
      // The same SPA build hosted on another origin, talking to the API above across origins.
      command: 'npx tsx e2e/support/serve-spa.ts',
      cwd: root,
      url: `${SPA_URL}/`,
      reuseExistingServer: false,
      timeout: serverStartMs / 2,
      env: { SPA_PORT: String(SPA_PORT), API_URL },
    },
  ],
});
