import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiRoot = path.resolve(import.meta.dirname, '..');

/** Packages a node loads when a request or job first needs them, never at start. */
const LOADED_ON_FIRST_USE = [
  '@aws-sdk/client-s3',
  '@simplewebauthn/server',
  'csv-parse',
  'date-holidays',
  'fast-xml-parser',
  'heic-convert',
  'nodemailer',
  'pdfkit',
  'qrcode',
  'read-excel-file',
  'sharp',
  'web-push',
];

/** GET over a kept-alive socket, as a browser would leave it open. */
function get(port: number, url: string, agentKeepAlive = true) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        headers: agentKeepAlive ? { connection: 'keep-alive' } : {},
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

// The process test is about start-up and shutdown, not the driver: it runs once, in the PGlite
// project, on the embedded database `npm start` uses.
describe.runIf(process.env.TEST_DB_DRIVER !== 'postgres')('the server process', () => {
  it('starts on an empty data directory, serves, and stops cleanly on SIGTERM', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const loadedPackages = path.join(mkdtempSync(path.join(tmpdir(), 'homeward-loads-')), 'list');
    const probe = path.join(apiRoot, 'test/support/loaded-packages.mjs');
    const child = spawn(process.execPath, ['--import', probe, '--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        LOADED_PACKAGES_FILE: loadedPackages,
        APP_ENV: 'test',
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homeward-server-')),
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    // Up to a minute: a cold start compiles the whole API (tsx), slow on a busy 2-core machine.
    let ready = 0;
    for (let i = 0; i < 300 && ready !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await get(port, '/health/ready').catch(() => 0);
    }
    expect(ready, output).toBe(200);
    expect(await get(port, '/client/v1/password-policy')).toBe(200);

    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // An idle kept-alive socket must not hold the shutdown for its timeout.
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    expect(output).toContain('shutting down');
    await expect(get(port, '/health/live', false)).rejects.toThrow();

    // What only some requests need was not loaded to start and serve (lib/on-first-use.ts).
    const loaded = readFileSync(loadedPackages, 'utf8').split('\n');
    expect(loaded).toContain('fastify');
    expect(loaded.filter((name) => LOADED_ON_FIRST_USE.includes(name))).toEqual([]);
  }, 90_000);
});
