import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRateProvider } from '../src/modules/pricing/rates';
import { corridorTo, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

/** A rates feed double: answers what `feed` holds, counts calls, or fails on demand. */
let feed: { status: number; body: unknown } = { status: 200, body: {} };
let calls: string[] = [];
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    calls.push(request.url ?? '');
    response.writeHead(feed.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(feed.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const now = () => Math.floor(Date.now() / 1000);

describe('the HTTP rates provider', () => {
  it('reads a base currency’s rates, keeps them a minute, and keeps exact decimals', async () => {
    calls = [];
    feed = {
      status: 200,
      body: { base: 'AUD', timestamp: now(), rates: { PHP: 38.123456, VND: '17048.55' } },
    };
    let clock = Date.now();
    const provider = httpRateProvider(url, { now: () => clock });
    expect(await provider.midRate('AUD', 'PHP')).toMatchObject({ rate: '38.123456' });
    expect(await provider.midRate('AUD', 'VND')).toMatchObject({ rate: '17048.55' });
    expect(await provider.midRate('AUD', 'EUR')).toBeNull();
    expect(await provider.midRate('AUD', 'AUD')).toMatchObject({ rate: '1' });
    expect(calls).toEqual(['/latest?base=AUD']);
    clock += 61_000;
    await provider.midRate('AUD', 'PHP');
    expect(calls).toHaveLength(2);
  });

  it('keeps the last rates through a feed outage, and fails without any', async () => {
    feed = { status: 200, body: { base: 'AUD', timestamp: now(), rates: { PHP: 38 } } };
    let clock = Date.now();
    const provider = httpRateProvider(url, { now: () => clock });
    await provider.midRate('AUD', 'PHP');
    feed = { status: 500, body: { error: 'down' } };
    clock += 120_000;
    expect(await provider.midRate('AUD', 'PHP')).toMatchObject({ rate: '38' });
    await expect(httpRateProvider(url).midRate('AUD', 'PHP')).rejects.toThrow('500');
    feed = { status: 200, body: { nonsense: true } };
    await expect(httpRateProvider(url).midRate('AUD', 'PHP')).rejects.toThrow();
  });
});

describe('quoting from the feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RATES_URL: url,
      RATES_MAX_AGE_MINUTES: '10',
      SIGNUP_MAX_PER_IP: '100',
    });
  });
  afterAll(() => t.close());

  it('prices with the feed’s rate, and stops with 503 when it is old or down', async () => {
    const { browser } = await sender(t, 0);
    const corridor_id = await corridorTo(browser, 'IN');
    const ask = () =>
      browser.post('/client/v1/quotes', {
        corridor_id,
        payout_method: 'bank_account',
        send_amount: '100',
      });

    feed = { status: 200, body: { base: 'AUD', timestamp: now() - 11 * 60, rates: { INR: 56 } } };
    const stale = await ask();
    expect(stale.statusCode).toBe(503);
    expect(stale.json().message).toContain('India');

    // A fresh provider per app would cache; this app's provider caches the stale answer for a
    // minute, so a new app reads the fresh feed.
    const fresh = await createTestApp({
      RATES_URL: url,
      RATES_MAX_AGE_MINUTES: '10',
      SIGNUP_MAX_PER_IP: '100',
    });
    try {
      feed = { status: 200, body: { base: 'AUD', timestamp: now(), rates: { INR: 56 } } };
      const customer = await sender(fresh, 0);
      const quote = await customer.browser.post('/client/v1/quotes', {
        corridor_id: await corridorTo(customer.browser, 'IN'),
        payout_method: 'bank_account',
        send_amount: '100',
      });
      expect(quote.statusCode).toBe(201);
      expect(quote.json().mid_market_rate).toBe('56');
    } finally {
      await fresh.close();
    }

    feed = { status: 503, body: {} };
    const down = await createTestApp({ RATES_URL: url, SIGNUP_MAX_PER_IP: '100' });
    try {
      const customer = await sender(down, 0);
      const answer = await customer.browser.post('/client/v1/quotes', {
        corridor_id: await corridorTo(customer.browser, 'IN'),
        payout_method: 'bank_account',
        send_amount: '100',
      });
      expect(answer.statusCode).toBe(503);
    } finally {
      await down.close();
    }
  }, 60_000);
});
