import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerChannel, events } from '../src/modules/realtime/broadcaster';
import type { TestBrowser } from './support/browser';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

const apiRoot = path.resolve(import.meta.dirname, '..');
const redisUrl = process.env.REDIS_URL;
const APP_KEY = `base64:${randomBytes(32).toString('base64')}`;

/** One API node as its own process, on the shared database and Redis. */
async function node(databaseUrl: string) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      APP_ENV: 'test',
      APP_KEY,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homeward-node-')),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (
      (await fetch(`${base}/health/ready`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    ) {
      return { child, base, port };
    }
  }
  child.kill('SIGKILL');
  throw new Error('a node did not start');
}

/** The browser's cookies and XSRF echo, for calls to a node over real HTTP. */
function headersOf(browser: TestBrowser): Record<string, string> {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const xsrf = decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? '');
  return {
    cookie,
    'x-xsrf-token': xsrf,
    'content-type': 'application/json',
    accept: 'application/json',
  };
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.on('exit', () => resolve()),
  );

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres' && redisUrl)('two API processes', () => {
  let t: TestApp;
  const nodes: { child: ChildProcess }[] = [];
  beforeAll(async () => {
    // The test's own app only prepares the shared database and makes the customer.
    t = await createTestApp({ APP_KEY, SIGNUP_MAX_PER_IP: '100' });
  });
  afterAll(async () => {
    for (const { child } of nodes) {
      child.kill('SIGTERM');
      await stopped(child);
    }
    await t.close();
  });

  it('a request to node A reaches a pusher-js client connected to node B', async () => {
    const [a, b] = await Promise.all([node(t.databaseUrl ?? ''), node(t.databaseUrl ?? '')]);
    nodes.push(a, b);
    const { browser, customerId } = await sender(t, 2);
    const recipient = await philippineRecipient(browser);
    const quote = await quoteFor(browser, '50');

    const client = new Pusher(t.app.deps.config.realtime.key, {
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: b.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: '/broadcasting/auth',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) => {
          void fetch(`${b.base}/broadcasting/auth`, {
            method: 'POST',
            headers: headersOf(browser),
            body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
          })
            .then((response) => response.json())
            .then((answer) => callback(null, answer as { auth: string }));
        },
      },
    });
    try {
      const channel = client.subscribe(customerChannel(customerId));
      await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
      const heard = new Promise<{ transaction: { id: string } }>((resolve) =>
        channel.bind(events.transactionStatusUpdated, resolve),
      );
      const created = await fetch(`${a.base}/client/v1/transactions`, {
        method: 'POST',
        headers: { ...headersOf(browser), 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          quote_id: quote.id,
          recipient_id: recipient.id,
          purpose: 'gift',
          source_of_funds: 'salary',
        }),
      });
      expect(created.status).toBe(201);
      const transfer = (await created.json()) as { id: string };
      expect((await heard).transaction.id).toBe(transfer.id);
    } finally {
      client.disconnect();
    }
  }, 90_000);
});
