import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerChannel, events } from '../src/modules/realtime/broadcaster';
import { eventsPath, signedEventsQuery } from '../src/modules/realtime/signatures';
import { signedIn } from './support/customers';
import { headersOf, pusherClientOn, startNode, stopNodes, type ApiNode } from './support/nodes';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

const redisUrl = process.env.REDIS_URL;
const APP_KEY = `base64:${randomBytes(32).toString('base64')}`;

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres' && redisUrl)('two API processes', () => {
  let t: TestApp;
  let a: ApiNode;
  let b: ApiNode;
  const clients: { disconnect(): void }[] = [];
  beforeAll(async () => {
    // The test's own app only prepares the shared database and makes the customers.
    t = await createTestApp({ APP_KEY, SIGNUP_MAX_PER_IP: '100' });
    const env = { APP_KEY, REDIS_URL: redisUrl };
    [a, b] = await Promise.all([
      startNode(t.databaseUrl ?? '', env),
      startNode(t.databaseUrl ?? '', env),
    ]);
  }, 90_000);
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await stopNodes([a, b].filter(Boolean));
    await t.close();
  });

  it('a request to node A reaches a pusher-js client connected to node B', async () => {
    const { browser, customerId } = await sender(t, 2);
    const recipient = await philippineRecipient(browser);
    const quote = await quoteFor(browser, '50');
    const client = pusherClientOn(b, t.app.deps.config.realtime.key, browser);
    clients.push(client);
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
  }, 60_000);

  it('a device removed on node A loses its connection on node B (issue 15, defect 2)', async () => {
    const { realtime } = t.app.deps.config;
    const { browser, customerId, email } = await sender(t, 0, 'two-nodes');
    const other = await signedIn(t, email);
    const client = pusherClientOn(b, t.app.deps.config.realtime.key, other);
    clients.push(client);
    const channel = client.subscribe(customerChannel(customerId));
    await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
    const heard: string[] = [];
    channel.bind_global((event: string) => heard.push(event));
    const devices = (await browser.get('/client/v1/devices')).json() as {
      id: string;
      is_current: boolean;
    }[];
    const removed = devices.find((device) => !device.is_current);
    const answer = await fetch(`${a.base}/client/v1/device/${removed?.id}`, {
      method: 'DELETE',
      // No body, so no content type.
      headers: Object.fromEntries(
        Object.entries(headersOf(browser)).filter(([name]) => name !== 'content-type'),
      ),
    });
    expect(answer.status).toBe(204);
    await expect.poll(() => client.connection.state, { timeout: 5_000 }).not.toBe('connected');
    expect(heard).toContain(events.sessionRevoked);
    // An event published on node A afterwards no longer reaches it.
    heard.length = 0;
    const body = JSON.stringify({ name: 'After', data: '{}', channels: [channel.name] });
    const published = await fetch(
      `${a.base}${eventsPath(realtime.appId)}?${signedEventsQuery(realtime, body)}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    );
    expect(published.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard).toEqual([]);
  }, 60_000);
});
