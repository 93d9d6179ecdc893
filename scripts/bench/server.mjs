// What every benchmark needs: the production build, a fresh PostgreSQL database of its own, the
// API started on it as `npm start` would run it, and a description of the machine measured.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverNodeFlags } from '../server-flags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const randomPort = () => 21_000 + Math.floor(Math.random() * 10_000);

/** Builds whatever is missing or older than its sources (the same step `npm start` takes). */
export function buildProduction() {
  const built = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the production build failed');
}

/** A new, empty database on the PostgreSQL server `base` points at; `drop()` removes it. */
export async function createDatabase(base, prefix = 'homeward_bench') {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`cannot reach PostgreSQL at ${base}: ${error.message}`, { cause: error });
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Runs `node <script>` and waits until `readyPath` answers 200. */
export async function startProcess(
  script,
  { port, env = {}, readyPath = '/health/ready', nodeFlags = [] },
) {
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (i > 300 || child.exitCode !== null) throw new Error(`${script} did not start`);
    await sleep(200);
    const status = await fetch(`${base}${readyPath}`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The production API (apps/api/dist/server.js) on `databaseUrl`, with test-friendly limits. */
export async function startApi({
  port,
  databaseUrl,
  env = {},
  dataDir = mkdtempSync(path.join(tmpdir(), 'homeward-bench-')),
}) {
  const { flags, problem } = serverNodeFlags({ ...process.env, DATABASE_URL: databaseUrl, ...env });
  if (problem) throw new Error(problem);
  const api = await startProcess('apps/api/dist/server.js', {
    port,
    nodeFlags: flags,
    env: {
      // Not "production": that needs SMTP, HTTPS and hosted storage. The code paths, the
      // password hashing and the logging level are the production ones.
      APP_ENV: 'test',
      APP_URL: `http://127.0.0.1:${port}`,
      // A second node of the same deployment shares the first one's (its keys sign the
      // anti-forgery tokens).
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      SIGNUP_MAX_PER_IP: '1000',
      // Ten connections sign one customer in at once: each attempt is counted while it is
      // judged (decision 0015), so the per-account limit would refuse the sixth in flight.
      // The benchmark measures a sign-in's cost, not the limit.
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
      LOGIN_MAX_FAILURES_PER_IP: '1000000',
      // One customer prices as fast as the machine allows: the limit is still counted (its
      // cost is part of what is measured) but never reached.
      RATE_LIMIT_QUOTES: '999999/1',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  return { ...api, dataDir };
}

export function machine() {
  return {
    cpus: cpus().length,
    model: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
}

export function commit() {
  return spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim();
}
