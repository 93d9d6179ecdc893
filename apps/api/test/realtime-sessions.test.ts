import { beforeAll, describe, expect, it } from 'vitest';
import { customerChannel, events } from '../src/modules/realtime/broadcaster';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { lastMailTo } from './support/mail';
import { connected, realtimeServer, subscribed } from './support/realtime-server';
import type { TestApp } from './support/test-app';

// A session that ends takes its realtime connection with it (issue 15), and the browser hears
// why (issue 18).
const server = realtimeServer({ SIGNUP_MAX_PER_IP: '1000', REALTIME_ACTIVITY_TIMEOUT: '5' });
const { connect } = server;
let t: TestApp;
beforeAll(() => {
  ({ t } = server);
});

describe('a session that ends', () => {
  const NEW_PASSWORD = 'Another-horse-2';

  /** A customer with two signed-in browsers, each with pusher-js on the customer's channel. */
  async function twoListeningBrowsers() {
    const { email, customerId } = await verifiedCustomer(t, 'listener');
    const kept = await signedIn(t, email);
    const ended = await signedIn(t, email);
    const channel = customerChannel(customerId);
    const listeners = [kept, ended].map((browser) => {
      const client = connect(browser);
      const heard: string[] = [];
      return { browser, client, heard };
    });
    for (const { client, heard } of listeners) {
      await connected(client);
      expect(await subscribed(client, channel)).toBe('ok');
      client
        .channel(channel)
        .bind('App\\Events\\After', (data: { n: string }) => heard.push(data.n));
    }
    const [first, second] = listeners as [(typeof listeners)[0], (typeof listeners)[0]];
    return { email, customerId, channel, kept: first, ended: second };
  }

  /** Whether a listener still hears the channel: an event published now, heard or not. */
  async function publishAfter(customerId: string, n: string) {
    t.app.deps.publishToCustomer(customerId, 'App\\Events\\After', { n });
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  it('a removed device loses its connection; the other device keeps its own', async () => {
    const { customerId, channel, kept, ended } = await twoListeningBrowsers();
    // It still hears that its session ended (the SPA signs out on it) before its socket closes.
    const told = new Promise<unknown>((resolve) =>
      ended.client.channel(channel).bind(events.sessionRevoked, resolve),
    );
    const devices = (await kept.browser.get('/client/v1/devices')).json() as {
      id: string;
      is_current: boolean;
    }[];
    const removed = devices.find((device) => !device.is_current);
    expect((await kept.browser.delete(`/client/v1/device/${removed?.id}`)).statusCode).toBe(204);
    // With the reason, so that browser can say why it was signed out.
    expect(await told).toEqual({ session_id: removed?.id, reason: 'device_removed' });
    await expect.poll(() => ended.client.connection.state).not.toBe('connected');
    await publishAfter(customerId, 'after removal');
    expect(ended.heard).toEqual([]);
    expect(kept.heard).toEqual(['after removal']);
    expect(kept.client.connection.state).toBe('connected');
  });

  it('"sign out all other devices" tells each other browser it was removed, and keeps this one', async () => {
    const { customerId, channel, kept, ended } = await twoListeningBrowsers();
    const told = new Promise<unknown>((resolve) =>
      ended.client.channel(channel).bind(events.sessionRevoked, resolve),
    );
    const endedId = (await ended.browser.get('/client/v1/profile')).json().session.id;
    expect((await kept.browser.post('/client/v1/devices/sign-out-others')).statusCode).toBe(204);
    expect(await told).toEqual({ session_id: endedId, reason: 'device_removed' });
    await expect.poll(() => ended.client.connection.state).not.toBe('connected');
    await publishAfter(customerId, 'after the others');
    expect(kept.heard).toEqual(['after the others']);
  });

  it('a password change ends every connection of the customer', async () => {
    const { customerId, kept, ended } = await twoListeningBrowsers();
    const changed = await kept.browser.post('/client/v1/change-password', {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(204);
    await expect
      .poll(() => [kept, ended].map((l) => l.client.connection.state))
      .not.toContain('connected');
    await publishAfter(customerId, 'after change');
    expect([...kept.heard, ...ended.heard]).toEqual([]);
  });

  it('a password reset ends every connection of the customer', async () => {
    const { email, customerId, kept, ended } = await twoListeningBrowsers();
    const visitor = new TestBrowser(t.app);
    await visitor.csrf();
    await visitor.post('/client/v1/forgot-password', { email });
    const link = (await lastMailTo(t, email)).text.match(/\/reset-password\/(\S+)/)?.[1] ?? '';
    const token = Buffer.from(decodeURIComponent(link), 'base64').toString('utf8');
    const reset = await visitor.post('/client/v1/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    await expect
      .poll(() => [kept, ended].map((l) => l.client.connection.state))
      .not.toContain('connected');
    await publishAfter(customerId, 'after reset');
    expect([...kept.heard, ...ended.heard]).toEqual([]);
  });

  it('signing out ends that browser’s connection', async () => {
    const { customerId, kept, ended } = await twoListeningBrowsers();
    expect((await ended.browser.post('/client/v1/logout')).statusCode).toBeLessThan(300);
    await expect.poll(() => ended.client.connection.state).not.toBe('connected');
    await publishAfter(customerId, 'after sign-out');
    expect(ended.heard).toEqual([]);
    expect(kept.heard).toEqual(['after sign-out']);
  });
});
