import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { TestBrowser } from './support/browser';
import { signedIn, verifiedCustomer } from './support/customers';
import { createTestApp, type TestApp } from './support/test-app';
import { waitInWords } from '../src/lib/wait-in-words';

/**
 * Per-route limits (plugins/rate-limits.ts): each limited route counts a request before it is
 * validated or its body read, per customer (per IP for a visitor), and answers 429 with
 * Retry-After past the limit.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SIGNUP_MAX_PER_IP: '1000',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    RATE_LIMIT_QUOTES: '3/600',
    RATE_LIMIT_RECIPIENTS: '1/600',
    RATE_LIMIT_UPLOADS: '1/600',
    RATE_LIMIT_PAYMENTS: '1/600',
    RATE_LIMIT_CODE_REQUESTS: '1/600',
    RATE_LIMIT_PUSHER_API: '2/600',
  });
});
afterAll(() => t.close());

const customer = async () => signedIn(t, (await verifiedCustomer(t, 'limited')).email);

describe('every limited route', () => {
  const routes = [
    ['POST', apiPaths.recipients],
    ['PUT', '/client/v1/recipients/00000000-0000-4000-8000-000000000000'],
    ['POST', '/client/v1/transactions/00000000-0000-4000-8000-000000000000/payments'],
    ['POST', apiPaths.resendEmailVerification],
    ['POST', apiPaths.resendMfaOtp],
    ['POST', apiPaths.updateMobileNumber],
    ['POST', `${apiPaths.documentUpload}?document_category_id=1&document_type_id=1`],
  ] as const;

  it.each(routes)(
    '%s %s answers 429 past its limit, whatever the first answer was',
    async (method, url) => {
      const browser = await customer();
      const first = await browser.request({ method, url, payload: {} });
      // Whatever it is (a 422, or the code's own cool-down), it is not the route's limit.
      expect(first.body).not.toContain('Too many requests');
      const second = await browser.request({ method, url, payload: {} });
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(590);
      expect(second.json().message).toBe(
        `Too many requests. Please try again in ${waitInWords(Number(second.headers['retry-after']))}.`,
      );
    },
  );

  it('counts per customer: another customer is not limited by the first', async () => {
    const [first, second] = [await customer(), await customer()];
    for (let i = 0; i < 2; i++) await first.post(apiPaths.recipients, {});
    expect((await second.post(apiPaths.recipients, {})).statusCode).not.toBe(429);
  });
});

describe('quotes', () => {
  const body = { send_amount: '100.00', send_currency: 'AUD', receive_currency: 'PHP' };

  it('allows exactly the limit of quotes asked for at once', async () => {
    const browser = await customer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => browser.post(apiPaths.quotes, body)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(3);
  });
});

describe('the phone hand-off upload', () => {
  it('is limited per IP address for a visitor with no session', async () => {
    const phone = new TestBrowser(t.app, undefined, '198.51.100.77');
    await phone.csrf();
    const url = `${apiPaths.documentUpload}?document_category_id=1&document_type_id=1&token=unknown`;
    expect((await phone.request({ method: 'POST', url, payload: {} })).statusCode).not.toBe(429);
    expect((await phone.request({ method: 'POST', url, payload: {} })).statusCode).toBe(429);
  });
});

describe('the Pusher HTTP API', () => {
  it('counts every route under /apps/ together, per IP, signed or not', async () => {
    const { appId } = t.app.deps.config.realtime;
    const call = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, remoteAddress: '198.51.100.9' });
    expect((await call('GET', `/apps/${appId}/channels`)).statusCode).toBe(401);
    expect((await call('POST', `/apps/${appId}/events`)).statusCode).toBe(401);
    const third = await call('GET', `/apps/${appId}/channels/private-x`);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    // Another caller is not held back.
    const other = await t.app.inject({
      url: `/apps/${appId}/channels`,
      remoteAddress: '198.51.100.10',
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('configuration', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'homeward-limits-'));

  it('reads attempts/seconds, with defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_QUOTES: '5/60' });
    expect(config.rateLimits.quotes).toEqual({ attempts: 5, windowSeconds: 60 });
    expect(config.rateLimits.recipients).toEqual({ attempts: 30, windowSeconds: 3600 });
  });

  it.each(['5', '0/60', '5/0', 'five/60', '5/60/1', '-1/60'])(
    'refuses %j with its name',
    (value) => {
      try {
        loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_PAYMENTS: value });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems.join('\n')).toContain(
          'RATE_LIMIT_PAYMENTS: must be attempts/seconds, such as 120/600',
        );
      }
    },
  );
});
