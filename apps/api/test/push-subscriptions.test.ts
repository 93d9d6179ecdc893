import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, pushSubscriptions } from '../src/db/schema';
import { ValidationFailed } from '../src/lib/domain-errors';
import { refuseInProduction } from '../src/modules/push/routes';
import { PUSH_JOB, webPushTransport } from '../src/modules/push/sender';
import { TestBrowser } from './support/browser';
import { signedIn, verifiedCustomer } from './support/customers';
import { drainJobs } from './support/mail';
import { subscriber, testPushService, type TestPushService } from './support/push-service';
import { philippineRecipient, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { paidTransfer, sendingMoney } from './support/transfers';

/**
 * Web push (issue 19 item 4): a device's subscription (one per signed-in session, gone with it),
 * the 422s of a malformed one, and the sender: a job per device, through the web-push library to
 * a push service (here a server on loopback), and a subscription the service calls gone removed.
 */

/** A browser's subscription: a real P-256 key and auth secret, as PushManager makes them. */
const subscription = (endpoint: string) => subscriber(endpoint).subscription;

const PATH = '/client/v1/push/subscription';
const message = {
  title: 'Maria has the money',
  body: 'PHP 5,000.00 arrived.',
  url: '/transfers/x',
};

let t: TestApp;
let pushService: TestPushService;
beforeAll(async () => {
  pushService = await testPushService();
  t = await createTestApp(sendingMoney, { pushTransport: webPushTransport(loadVapid()) });
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

/** The test app's own VAPID pair (generated into its DATA_DIR), read at send time. */
function loadVapid() {
  return {
    get publicKey() {
      return t.app.deps.config.push.publicKey;
    },
    get privateKey() {
      return t.app.deps.config.push.privateKey;
    },
    get subject() {
      return t.app.deps.config.push.subject;
    },
  };
}

async function device(prefix = 'push') {
  const { email, customerId } = await verifiedCustomer(t, prefix);
  return { email, customerId, browser: await signedIn(t, email) };
}

const rowsOf = (customerId: string) =>
  t.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.customerId, customerId));

let next = 0;
const endpointOf = () => `${pushService.url}/push/${++next}`;

describe('a device subscription', () => {
  it('gives the VAPID public key and keeps one subscription per device, replaced by a new one', async () => {
    const { customerId, browser } = await device();
    const key = await browser.get('/client/v1/push/public-key');
    expect(key.statusCode).toBe(200);
    expect(key.json().public_key).toBe(t.app.deps.config.push.publicKey);
    expect((await browser.get(PATH)).json()).toEqual({ subscribed: false });

    const first = subscription(endpointOf());
    expect((await browser.put(PATH, first)).json()).toEqual({ subscribed: true });
    expect((await browser.get(PATH)).json()).toEqual({ subscribed: true });
    const renewed = subscription(endpointOf());
    expect((await browser.put(PATH, renewed)).statusCode).toBe(200);
    const rows = await rowsOf(customerId);
    expect(rows.map((r) => [r.endpoint, r.p256dh, r.auth])).toEqual([
      [renewed.endpoint, renewed.keys.p256dh, renewed.keys.auth],
    ]);

    expect((await browser.delete(PATH)).statusCode).toBe(204);
    expect(await rowsOf(customerId)).toEqual([]);
    expect((await browser.get(PATH)).json()).toEqual({ subscribed: false });
  });

  it('is one per device: a second signed-in browser has its own', async () => {
    const { email, customerId, browser } = await device();
    const phone = await signedIn(t, email);
    await browser.put(PATH, subscription(endpointOf()));
    await phone.put(PATH, subscription(endpointOf()));
    expect(await rowsOf(customerId)).toHaveLength(2);
    // Unsubscribing one device leaves the other.
    await phone.delete(PATH);
    expect(await rowsOf(customerId)).toHaveLength(1);
  });

  it('moves with its endpoint: another customer signing in on the browser takes it over', async () => {
    const a = await device('push-a');
    const b = await device('push-b');
    const shared = subscription(endpointOf());
    await a.browser.put(PATH, shared);
    await b.browser.put(PATH, shared);
    expect(await rowsOf(a.customerId)).toEqual([]);
    expect(await rowsOf(b.customerId)).toHaveLength(1);
  });

  it('is removed with the device: removed from the list, signed out, or all signed out', async () => {
    const { email, customerId, browser } = await device();
    const other = await signedIn(t, email);
    await other.put(PATH, subscription(endpointOf()));
    const devices = (await browser.get('/client/v1/devices')).json() as {
      id: string;
      is_current: boolean;
    }[];
    const otherId = devices.find((d) => !d.is_current)?.id ?? '';
    expect((await browser.delete(`/client/v1/device/${otherId}`)).statusCode).toBe(204);
    await expect.poll(() => rowsOf(customerId)).toEqual([]);

    await browser.put(PATH, subscription(endpointOf()));
    expect((await browser.post('/client/v1/logout')).statusCode).toBeLessThan(300);
    await expect.poll(() => rowsOf(customerId)).toEqual([]);

    const again = await signedIn(t, email);
    const third = await signedIn(t, email);
    await again.put(PATH, subscription(endpointOf()));
    await third.put(PATH, subscription(endpointOf()));
    expect((await again.post('/client/v1/devices/sign-out-others')).statusCode).toBe(204);
    await expect.poll(async () => (await rowsOf(customerId)).length).toBe(1);
    expect((await again.post('/client/v1/logout-everywhere')).statusCode).toBe(204);
    await expect.poll(() => rowsOf(customerId)).toEqual([]);
  });

  it('refuses a malformed subscription with 422, saving nothing', async () => {
    const { customerId, browser } = await device();
    const good = subscription(endpointOf());
    const cases: [string, unknown, RegExp][] = [
      ['http endpoint', { ...good, endpoint: 'http://push.example/x' }, /secure \(https\)/],
      ['not a URL', { ...good, endpoint: 'push service' }, /secure \(https\)/],
      ['other loopback', { ...good, endpoint: 'http://localhost:1/x' }, /secure \(https\)/],
      ['no keys', { endpoint: good.endpoint }, /has no keys/],
      [
        'short p256dh',
        { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } },
        /public key is not valid/,
      ],
      [
        'compressed p256dh',
        { ...good, keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } },
        /public key is not valid/,
      ],
      [
        'base64 not url',
        { ...good, keys: { ...good.keys, auth: `${good.keys.auth.slice(0, 20)}+/` } },
        /secret is not valid/,
      ],
      [
        'long auth',
        { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AA` } },
        /secret is not valid/,
      ],
      [
        'padded auth',
        { ...good, keys: { ...good.keys, auth: `${good.keys.auth}==` } },
        /secret is not valid/,
      ],
    ];
    for (const [name, body, expected] of cases) {
      const answer = await browser.put(PATH, body);
      expect(answer.statusCode, name).toBe(422);
      expect(answer.body, name).toMatch(expected);
    }
    expect(await rowsOf(customerId)).toEqual([]);
  });

  it('needs a signed-in customer', async () => {
    const visitor = new TestBrowser(t.app);
    expect((await visitor.get('/client/v1/push/public-key')).statusCode).toBe(401);
    expect((await visitor.get(PATH)).statusCode).toBe(401);
  });
});

describe('a push address in production', () => {
  it('must be https on a host name: loopback and IP addresses are refused', () => {
    for (const endpoint of [
      'http://127.0.0.1:9000/push',
      'https://127.0.0.1/push',
      'https://10.0.0.8/push',
      'https://[::1]/push',
      'https://localhost/push',
    ]) {
      expect(() => refuseInProduction(endpoint), endpoint).toThrow(ValidationFailed);
    }
    expect(() => refuseInProduction('https://fcm.googleapis.com/fcm/send/abc')).not.toThrow();
    expect(() => refuseInProduction('https://web.push.apple.com/QGx')).not.toThrow();
  });
});

describe('the push sender', () => {
  it('queues a job per live device, idempotently, and delivers it encrypted with VAPID', async () => {
    const { email, customerId, browser } = await device();
    const phone = await signedIn(t, email);
    await browser.put(PATH, subscription(endpointOf()));
    await phone.put(PATH, subscription(endpointOf()));
    await drainJobs(t);
    pushService.received.length = 0;

    await t.app.deps.push.send(customerId, message, undefined, `transfer-completed:${customerId}`);
    await t.app.deps.push.send(customerId, message, undefined, `transfer-completed:${customerId}`);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.name, PUSH_JOB));
    expect(
      queued.filter((job) => job.key?.startsWith(`transfer-completed:${customerId}`)),
    ).toHaveLength(2);
    await drainJobs(t);
    expect(pushService.received).toHaveLength(2);
    for (const request of pushService.received) {
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.app.deps.config.push.publicKey}$`),
      );
      expect(request.headers.ttl).toBe('86400');
      // Encrypted: the message's words are not in the body.
      expect(request.body.includes(Buffer.from('Maria'))).toBe(false);
      expect(request.body.length).toBeGreaterThan(86);
    }
  });

  it('sends nothing to a device whose session ended', async () => {
    const { customerId, browser } = await device();
    await browser.put(PATH, subscription(endpointOf()));
    // Ended in the database without the hook (as if its removal failed): still not sent to.
    await t.database.db.execute(
      `update sessions set revoked_at = now() where customer_id = '${customerId}'`,
    );
    await drainJobs(t);
    pushService.received.length = 0;
    await t.app.deps.push.send(customerId, message);
    await drainJobs(t);
    expect(pushService.received).toEqual([]);
  });

  it('removes a subscription the push service calls gone (404, 410); retries other failures', async () => {
    const { customerId, browser } = await device();
    await browser.put(PATH, subscription(endpointOf()));
    await drainJobs(t);
    pushService.received.length = 0;

    pushService.status = 500;
    const key = `retried:${customerId}`;
    await t.app.deps.push.send(customerId, message, undefined, key);
    await drainJobs(t);
    expect(pushService.received).toHaveLength(1);
    expect(await rowsOf(customerId)).toHaveLength(1);
    const [retrying] = await t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.key, `${key}:%`));
    expect(retrying).toMatchObject({ attempts: 1, completedAt: null, failedAt: null });
    expect(retrying?.lastError).toMatch(/500/);

    pushService.status = 410;
    await t.app.deps.push.send(customerId, message);
    await drainJobs(t);
    expect(await rowsOf(customerId)).toEqual([]);

    await browser.put(PATH, subscription(endpointOf()));
    pushService.status = 404;
    await t.app.deps.push.send(customerId, message);
    await drainJobs(t);
    expect(await rowsOf(customerId)).toEqual([]);
    pushService.status = 201;
  });
});

describe('a transfer on a subscribed device', () => {
  it('reaches the device: the push service gets each status, which the browser can decrypt', async () => {
    const customer = await sender(t, 2, 'push-transfer');
    const phone = subscriber(endpointOf());
    expect((await customer.browser.put(PATH, phone.subscription)).statusCode).toBe(200);
    const recipient = await philippineRecipient(customer.browser);
    await drainJobs(t);
    pushService.received.length = 0;

    const transferId = await paidTransfer(t, customer.browser, recipient.id, '100');
    await drainJobs(t);
    const messages = pushService.received
      .filter((request) => request.path === new URL(phone.subscription.endpoint).pathname)
      .map((request) => JSON.parse(phone.decrypt(request.body)) as Record<string, string>);
    expect(messages.map((m) => m.title)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^We have your payment/),
        expect.stringMatching(/has the money$/),
      ]),
    );
    for (const message of messages) {
      expect(message).toMatchObject({
        url: `/transaction/${transferId}`,
        tag: `transfer-${transferId}`,
      });
      expect(message.body).toMatch(/PHP/);
    }
  });

  it('does not reach it when the customer turned push off for transfer updates', async () => {
    const customer = await sender(t, 2, 'push-off');
    await customer.browser.put('/client/v1/notification-preferences', {
      preferences: [{ kind: 'transfer_updates', channel: 'push', enabled: false }],
    });
    const phone = subscriber(endpointOf());
    await customer.browser.put(PATH, phone.subscription);
    const recipient = await philippineRecipient(customer.browser);
    await drainJobs(t);
    pushService.received.length = 0;
    await paidTransfer(t, customer.browser, recipient.id, '100');
    await drainJobs(t);
    expect(
      pushService.received.filter((r) => r.path === new URL(phone.subscription.endpoint).pathname),
    ).toEqual([]);
  });
});
