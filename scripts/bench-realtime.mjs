#!/usr/bin/env node
// Realtime load measurement (`npm run bench:realtime`): the production server holds many
// Pusher-protocol connections; we read what they cost in memory, then publish events through
// the Pusher HTTP API and time each delivery to every client (publish → receipt, p50 / p99).
//   npm run bench:realtime -- [--connections 2000] [--events 20] [--json out.json]
import { createHash, createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import {
  buildProduction,
  commit,
  createDatabase,
  machine,
  randomPort,
  root,
  sleep,
  startApi,
} from './bench/server.mjs';

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
const port = randomPort();

// The production build, as `npm start` runs it, on PostgreSQL when one is given
// (TEST_DATABASE_URL): the embedded database's own memory would blur what connections cost.
buildProduction();
const database = process.env.TEST_DATABASE_URL
  ? await createDatabase(process.env.TEST_DATABASE_URL)
  : undefined;
const server = await startApi({
  port,
  databaseUrl: database?.url ?? '',
  env: {
    PUSHER_APP_ID: APP_ID,
    PUSHER_APP_KEY: KEY,
    PUSHER_APP_SECRET: SECRET,
    REALTIME_MAX_CONNECTIONS: String(connections + 100),
    LOG_LEVEL: 'warn',
  },
});
const { base } = server;
const rssMb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024;

try {
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
    commit: commit(),
    machine: machine(),
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
  await server.stop();
  await database?.drop();
}
