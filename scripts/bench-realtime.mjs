#!/usr/bin/env node
// Realtime load measurement (part of `npm run bench`): the production server holds many
// Pusher-protocol connections; we read what they cost in memory, then publish events through
// the Pusher HTTP API and time each delivery to every client (publish → receipt, p50 / p99).
//   node scripts/bench-realtime.mjs [--connections 2000] [--events 20] [--json out.json]
import { spawn, spawnSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '2000' },
    events: { type: 'string', default: '20' },
    json: { type: 'string' },
  },
});
const connections = Number(values.connections);
const eventCount = Number(values.events);
const APP_ID = 'bench';
const KEY = 'bench-key';
const SECRET = 'bench-secret-0123456789';
const port = 21_000 + Math.floor(Math.random() * 10_000);

// The production build, as `npm start` runs it.
if (
  spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  }).status !== 0
) {
  process.exit(1);
}
// On PostgreSQL when one is given (TEST_DATABASE_URL): the embedded database's own memory
// would blur the measurement of what connections cost.
async function benchDatabase() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return '';
  const { default: pg } = await import('pg');
  const name = `homeward_bench_${Date.now()}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
const databaseUrl = await benchDatabase();

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    APP_ENV: 'test',
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homeward-bench-')),
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    PUSHER_APP_ID: APP_ID,
    PUSHER_APP_KEY: KEY,
    PUSHER_APP_SECRET: SECRET,
    REALTIME_MAX_CONNECTIONS: String(connections + 100),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  for (let i = 0; ; i += 1) {
    if (i > 150) throw new Error('the server did not start');
    await sleep(200);
    if (
      (await fetch(`${base}/health/ready`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      break;
  }
  // Settled: start-up garbage collected before the baseline is read.
  await sleep(3000);
  const idleRss = rssMb();

  // Connect and subscribe every client to the channel events go to.
  const pending = new Map();
  const latencies = [];
  const sockets = [];
  const opened = Date.now();
  for (let i = 0; i < connections; i += 1) {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${KEY}?protocol=7&client=bench`);
    sockets.push(
      new Promise((resolve, reject) => {
        socket.on('error', reject);
        socket.on('message', (raw) => {
          const message = JSON.parse(String(raw));
          if (message.event === 'pusher:connection_established') {
            socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'bench' } }));
          } else if (message.event === 'pusher_internal:subscription_succeeded') {
            resolve(socket);
          } else if (message.event === 'bench') {
            const sentAt = pending.get(JSON.parse(message.data).n);
            if (sentAt !== undefined) latencies.push(performance.now() - sentAt);
          }
        });
      }),
    );
    if (i % 200 === 199) await sleep(20); // do not flood the accept queue
  }
  const clients = await Promise.all(sockets);
  const connectSeconds = (Date.now() - opened) / 1000;
  await sleep(3000);
  const loadedRss = rssMb();

  // Publish through the Pusher HTTP API, one event at a time, and time every delivery.
  const publish = async (n) => {
    const body = JSON.stringify({
      name: 'bench',
      channels: ['bench'],
      data: JSON.stringify({ n }),
    });
    const query = `auth_key=${KEY}&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&body_md5=${createHash('md5').update(body).digest('hex')}`;
    const signature = createHmac('sha256', SECRET)
      .update(`POST\n/apps/${APP_ID}/events\n${query}`)
      .digest('hex');
    pending.set(n, performance.now());
    const response = await fetch(
      `${base}/apps/${APP_ID}/events?${query}&auth_signature=${signature}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      },
    );
    if (!response.ok) throw new Error(`publish answered ${response.status}`);
  };
  for (let n = 0; n < eventCount; n += 1) {
    const before = latencies.length;
    await publish(n);
    for (let waited = 0; latencies.length < before + connections && waited < 5000; waited += 5)
      await sleep(5);
  }
  for (const client of clients) client.terminate();

  latencies.sort((a, b) => a - b);
  const pick = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const result = {
    at: new Date().toISOString(),
    commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).stdout.trim(),
    machine: {
      cpus: cpus().length,
      model: cpus()[0]?.model,
      memoryGb: Math.round(totalmem() / 2 ** 30),
    },
    connections,
    connectSeconds: Number(connectSeconds.toFixed(1)),
    rssIdleMb: Number(idleRss.toFixed(1)),
    rssLoadedMb: Number(loadedRss.toFixed(1)),
    kbPerConnection: Number((((loadedRss - idleRss) * 1024) / connections).toFixed(1)),
    events: eventCount,
    deliveries: latencies.length,
    expectedDeliveries: connections * eventCount,
    latencyMs: {
      p50: Number(pick(0.5).toFixed(1)),
      p99: Number(pick(0.99).toFixed(1)),
      max: Number(pick(1).toFixed(1)),
    },
  };
  console.log('\nRealtime (built-in Pusher-protocol server, one node)');
  console.table({
    connections: result.connections,
    'memory per connection (KB)': result.kbPerConnection,
    'server RSS idle → loaded (MB)': `${result.rssIdleMb} → ${result.rssLoadedMb}`,
    'deliveries / expected': `${result.deliveries} / ${result.expectedDeliveries}`,
    'publish → receipt p50 (ms)': result.latencyMs.p50,
    'publish → receipt p99 (ms)': result.latencyMs.p99,
  });
  const out = values.json ?? path.join(root, '.bench', `realtime-${result.commit}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written to ${path.relative(root, out)}`);
  if (result.deliveries < result.expectedDeliveries) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  if (databaseUrl) {
    await new Promise((resolve) => server.on('exit', resolve));
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(
      `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`,
    );
    await client.end();
  }
}
