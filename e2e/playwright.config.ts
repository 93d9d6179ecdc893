import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { API_PORT, API_URL, SPA_PORT, SPA_URL } from './support/urls';

/**
 * Journeys in a real Chromium against the real production server (built by `npm run build`),
 * on a fresh embedded database each run. Debian's Chromium is used because Playwright's own
 * browser download cannot work on our machines.
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
const executablePath = chromiumPath();

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: path.join(root, 'test-results'),
  use: {
    baseURL: API_URL,
    trace: 'retain-on-failure',
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
      command: 'node apps/api/dist/server.js',
      cwd: root,
      url: `${API_URL}/health/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        APP_ENV: 'test',
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        APP_URL: API_URL,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        FRONTEND_ORIGINS: SPA_URL,
        MARKETING_URL: 'https://homeward.example/',
        LOGIN_MAX_FAILURES_PER_IP: '1000',
        SIGNUP_MAX_PER_IP: '1000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      // The same SPA build hosted on another origin, talking to the API above across origins.
      command: 'npx tsx e2e/support/serve-spa.ts',
      cwd: root,
      url: `${SPA_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { SPA_PORT: String(SPA_PORT), API_URL },
    },
  ],
});
