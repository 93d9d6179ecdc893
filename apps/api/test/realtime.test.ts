import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Pusher from 'pusher-js';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { WebSocket } from 'ws';
import {
  customerChannel,
  events,
  pusherHttpBroadcaster,
} from '../src/modules/realtime/broadcaster';
import { channelSignature } from '../src/modules/realtime/signatures';
import { signedIn } from './support/customers';
import { pendingDocument } from './support/documents';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { connected, realtimeServer, subscribed } from './support/realtime-server';
import { createTestApp, type TestApp } from './support/test-app';

const server = realtimeServer({ SIGNUP_MAX_PER_IP: '1000', REALTIME_ACTIVITY_TIMEOUT: '5' });
const { connect } = server;
let t: TestApp;
let port: number;
beforeAll(() => {
  ({ t, port } = server);
});

// Once, in the PGlite project: it waits on pusher-js's own retry timer.
describe.runIf(process.env.TEST_DB_DRIVER !== 'postgres')('a server restart', () => {
  it('tells clients to reconnect now (4200), and pusher-js comes back by itself', async () => {
    const first = await createTestApp({ SIGNUP_MAX_PER_IP: '100' });
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    const restartPort = (first.app.server.address() as AddressInfo).port;
    const client = new Pusher(first.app.deps.config.realtime.key, {
      cluster: 'local',
      wsHost: '127.0.0.1',
      wsPort: restartPort,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
    });
    onTestFinished(() => client.disconnect());
    await connected(client);
    const firstSocket = client.connection.socket_id;
    const states: string[] = [];
    client.connection.bind('state_change', ({ current }: { current: string }) =>
      states.push(current),
    );
    // The new process is ready before the old one stops, as in a rolling restart.
    const second = await createTestApp({ SIGNUP_MAX_PER_IP: '100' });
    await first.close();
    // 4200 means "reconnect now": pusher-js is already trying, without its usual backoff.
    expect(states[0]).toBe('connecting');
    try {
      await second.app.listen({ port: restartPort, host: '127.0.0.1' });
      // Its first try met the port closed for a moment; its next one (pusher-js waits 15 s once
      // unavailable) finds the new process.
      await expect.poll(() => client.connection.state, { timeout: 25_000 }).toBe('connected');
      expect(client.connection.socket_id).not.toBe(firstSocket);
      expect(states).toContain('connecting');
    } finally {
      client.disconnect();
      await second.close();
    }
  }, 45_000);
});

describe('the Pusher protocol server', () => {
  it('connects pusher-js with a socket id and an activity timeout', async () => {
    const client = connect(null);
    const socketId = await connected(client);
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(t.app.deps.realtime.connectionCount).toBeGreaterThan(0);
  });

  it('lets a customer subscribe to their own channel, and delivers their transfer’s changes', async () => {
    const { browser, customerId } = await sender(t, 2);
    const client = connect(browser);
    await connected(client);
    expect(await subscribed(client, customerChannel(customerId))).toBe('ok');
    const received = new Promise<{ transaction: { id: string; status: string } }>((resolve) =>
      client.channel(customerChannel(customerId)).bind(events.transactionStatusUpdated, resolve),
    );
    const recipient = await philippineRecipient(browser);
    const quote = await quoteFor(browser, '100');
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
    expect((await received).transaction).toMatchObject({
      id: transfer.id,
      status: 'awaiting_payment',
    });
  });

  it("refuses another customer's channel (403 at auth) and a forged signature (401 at the socket)", async () => {
    const mine = await sender(t, 0, 'mine');
    const theirs = await sender(t, 0, 'theirs');
    const client = connect(mine.browser);
    await connected(client);
    const refused = await subscribed(client, customerChannel(theirs.customerId));
    expect(refused).toMatchObject({ type: 'AuthError', error: expect.stringMatching(/^403 /) });
    const auth = await mine.browser.post('/broadcasting/auth', {
      socket_id: '1.1',
      channel_name: customerChannel(theirs.customerId),
    });
    expect(auth.statusCode).toBe(403);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: { socket_id: '1.1', channel_name: customerChannel(theirs.customerId) },
    });
    expect([401, 419]).toContain(signedOut.statusCode);

    // A raw socket that forges the signature is refused by the server itself.
    const raw = new WebSocket(
      `ws://127.0.0.1:${port}/app/${t.app.deps.config.realtime.key}?protocol=7`,
    );
    const messages: { event: string; data: unknown }[] = [];
    raw.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => raw.on('open', resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const socketId = JSON.parse(String(messages[0]?.data)).socket_id as string;
    const channel = customerChannel(theirs.customerId);
    raw.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: {
          channel,
          auth: `${t.app.deps.config.realtime.key}:${channelSignature('wrong secret', socketId, channel)}`,
        },
      }),
    );
    raw.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messages.map((m) => m.event)).toEqual([
      'pusher:connection_established',
      'pusher:subscription_error',
      'pusher:pong',
    ]);
    expect(messages[1]?.data).toMatchObject({ type: 'AuthError', status: 401 });
    raw.close();
  });

  it('accepts the form-encoded body pusher-js sends by default', async () => {
    const { browser, customerId } = await sender(t, 0);
    const response = await browser.post(
      '/broadcasting/auth',
      `socket_id=123.456&channel_name=${encodeURIComponent(customerChannel(customerId))}`,
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(response.statusCode).toBe(200);
    const secret = t.app.deps.config.realtime.secret;
    expect(response.json()).toEqual({
      auth: `${t.app.deps.config.realtime.key}:${channelSignature(secret, '123.456', customerChannel(customerId))}`,
    });
    const user = await browser.post('/broadcasting/user-auth', { socket_id: '123.456' });
    expect(JSON.parse(user.json().user_data)).toEqual({ id: customerId, user_info: {} });
    expect(
      (await browser.post('/broadcasting/auth', { socket_id: 'x', channel_name: 'y' })).statusCode,
    ).toBe(422);
  });

  it('carries the other three events: document status, customer changes, a removed session', async () => {
    const { browser, customerId, email } = await sender(t, 'profile');
    const client = connect(browser);
    await connected(client);
    const channel = customerChannel(customerId);
    expect(await subscribed(client, channel)).toBe('ok');
    const heard: { event: string; data: unknown }[] = [];
    client.channel(channel).bind_global((event: string, data: unknown) => {
      if (!event.startsWith('pusher')) heard.push({ event, data });
    });

    const document = await pendingDocument(t, customerId, 'proof_of_address', 'utility_bill');
    await t.app.deps.documents.approve(document, 'ops:test');
    await browser.post('/client/v1/update?category=employment', {
      employment: {
        status: 'employed',
        occupation: 'Nurse',
        industry: 'health',
        income_band: '30k_60k',
      },
    });
    const other = await signedIn(t, email);
    const devices = (await browser.get('/client/v1/devices')).json() as {
      id: string;
      is_current: boolean;
    }[];
    const otherDevice = devices.find((device) => !device.is_current);
    expect((await browser.delete(`/client/v1/device/${otherDevice?.id}`)).statusCode).toBe(204);
    expect((await other.get('/client/v1/profile')).statusCode).toBe(401);

    await expect
      .poll(() => heard.map((h) => h.event))
      .toEqual([events.documentStatusUpdated, events.customerUpdated, events.sessionRevoked]);
    expect(heard[0]?.data).toEqual({ document_id: document, status: 'approved' });
    expect(heard[2]?.data).toEqual({ session_id: otherDevice?.id, reason: 'device_removed' });
  });

  it('takes events through the Pusher HTTP API, signed, as hosted Pusher would', async () => {
    const { appId, key, secret } = t.app.deps.config.realtime;
    const client = connect(null);
    await connected(client);
    expect(await subscribed(client, 'announcements')).toBe('ok');
    const heard = new Promise<unknown>((resolve) =>
      client.channel('announcements').bind('App\\Events\\Hello', resolve),
    );
    const log = (() => ({ warn: () => {} })) as unknown as Parameters<
      typeof pusherHttpBroadcaster
    >[1];
    pusherHttpBroadcaster(
      { host: `127.0.0.1:${port}`, useTls: false, appId, key, secret },
      log,
    ).publish('announcements', 'App\\Events\\Hello', { hello: 'world' });
    expect(await heard).toEqual({ hello: 'world' });
    const forged = await fetch(
      `http://127.0.0.1:${port}/apps/${appId}/events?auth_key=${key}&auth_timestamp=1&auth_version=1.0&body_md5=x&auth_signature=y`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"x","data":"{}","channels":["announcements"]}',
      },
    );
    expect(forged.status).toBe(401);
  });

  it('closes a flooding client (4301) and refuses oversized messages', async () => {
    const url = `ws://127.0.0.1:${port}/app/${t.app.deps.config.realtime.key}?protocol=7`;
    const flood = new WebSocket(url);
    await new Promise((resolve) => flood.on('open', resolve));
    const floodClosed = new Promise<number>((resolve) => flood.on('close', resolve));
    for (let i = 0; i < 25; i += 1) flood.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    expect(await floodClosed).toBe(4301);

    const big = new WebSocket(url);
    await new Promise((resolve) => big.on('open', resolve));
    const bigClosed = new Promise<number>((resolve) => big.on('close', resolve));
    big.send('x'.repeat(20_000));
    expect(await bigClosed).toBe(1009);
  });

  it('closes an unknown app key with 4001', async () => {
    const raw = new WebSocket(`ws://127.0.0.1:${port}/app/not-our-key?protocol=7`);
    const code = await new Promise<number>((resolve) => raw.on('close', resolve));
    expect(code).toBe(4001);
  });
});

/**
 * Issue 15, defect 2: a session that ends (its device removed, the password changed or reset)
 * must lose its realtime connection too, or it keeps hearing the customer's events.
 */
