import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { customerChannel, events } from '../src/modules/realtime/broadcaster';
import { TestBrowser } from './support/browser';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

const redisUrl = process.env.REDIS_URL;
const APP_KEY = `base64:${randomBytes(32).toString('base64')}`;

/**
 * Two API nodes on one PostgreSQL database and one Redis, as behind a load balancer: a customer's
 * request to node A reaches their browser connected to node B.
 */
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres' && redisUrl)('two API nodes', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDatabase: DatabaseHandle;
  const redis: Redis[] = [];

  beforeAll(async () => {
    const redisA = new Redis(redisUrl ?? '');
    redis.push(redisA);
    a = await createTestApp({ APP_KEY, SIGNUP_MAX_PER_IP: '100' }, { redis: redisA });
    bDatabase = await openDatabase({ url: a.databaseUrl, pgliteDir: 'memory' });
    const redisB = new Redis(redisUrl ?? '');
    redis.push(redisB);
    b = await buildApp({
      config: loadConfig({
        APP_ENV: 'test',
        APP_KEY,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homeward-node-b-')),
      }),
      db: bDatabase.db,
      redis: redisB,
      logger: false,
    });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await b.close();
    await bDatabase.close();
    await a.close();
    for (const client of redis) client.disconnect();
  });

  it('an event caused on node A reaches a client connected to node B', async () => {
    const { browser, customerId } = await sender(a, 2);
    // The same session works on node B: sessions live in the shared database.
    const onB = new TestBrowser(b);
    for (const [name, value] of browser.cookies) onB.cookies.set(name, value);
    const port = (b.server.address() as AddressInfo).port;
    const client = new Pusher(b.deps.config.realtime.key, {
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: '/broadcasting/auth',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) => {
          void onB
            .post('/broadcasting/auth', { socket_id: socketId, channel_name: channelName })
            .then((response) => callback(null, response.json()));
        },
      },
    });
    try {
      const channel = client.subscribe(customerChannel(customerId));
      await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
      const heard = new Promise<{ transaction: { id: string } }>((resolve) =>
        channel.bind(events.transactionStatusUpdated, resolve),
      );
      const recipient = await philippineRecipient(browser);
      const quote = await quoteFor(browser, '50');
      const transfer = (
        await browser.post(
          '/client/v1/transactions',
          {
            quote_id: quote.id,
            recipient_id: recipient.id,
            purpose: 'gift',
            source_of_funds: 'salary',
          },
          { headers: { 'idempotency-key': randomUUID() } },
        )
      ).json();
      expect((await heard).transaction.id).toBe(transfer.id);
    } finally {
      client.disconnect();
    }
  });
});
