import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerChannel } from '../src/modules/realtime/broadcaster';
import { sign, SIGNATURE_HEADER } from '../src/modules/payments/sandbox';
import { TestBrowser } from './support/browser';
import { uniqueEmail } from './support/mail';
import {
  expectSecurityHeaders,
  signedPusherEvent,
  type AnswerKind,
} from './support/security-headers';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { createProductionTestApp, createTestApp, type TestApp } from './support/test-app';
import { png, upload } from './support/uploads';

type InjectResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

let t: TestApp;
/** A tier-2 customer, signed in, with one transfer paid at the sandbox's hosted checkout. */
let customer: Awaited<ReturnType<typeof sender>>;
let transferId: string;
let checkoutPath: string;
/** How the sandbox's hosted page answered the payer's card: a redirect back to Homeward. */
let paid: InjectResponse;

beforeAll(async () => {
  t = await createTestApp({
    FRONTEND_ORIGINS: 'https://app.homeward.example',
    SIGNUP_MAX_PER_IP: '1000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '2',
  });
  customer = await sender(t, 2, 'headers');
  const recipient = await philippineRecipient(customer.browser);
  const quote = await quoteFor(customer.browser, '200');
  const created = await customer.browser.post(
    '/client/v1/transactions',
    { quote_id: quote.id, recipient_id: recipient.id, purpose: 'gift', source_of_funds: 'salary' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.statusCode, created.body).toBe(201);
  transferId = created.json().id;
  const payment = await customer.browser.post(`/client/v1/transactions/${transferId}/payments`, {
    method: 'card',
  });
  expect(payment.statusCode, payment.body).toBe(201);
  checkoutPath = new URL(payment.json().checkout_url).pathname;
  const page = await t.app.inject({ url: checkoutPath });
  expect(page.body).toContain('Card number');
  paid = await t.app.inject({
    method: 'POST',
    url: checkoutPath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=Ana+Cruz&number=4242424242424242&expiry=12%2F39&cvc=123',
  });
  for (let round = 0; round < 6; round += 1) await t.app.deps.jobs.runDue();
});
afterAll(() => t.close());

/** A visitor who has fetched the anti-forgery cookie, as the SPA does before any POST. */
async function visitor() {
  const browser = new TestBrowser(t.app);
  await browser.csrf();
  return browser;
}

const get = (url: string, accept = 'application/json') =>
  t.app.inject({ url, headers: { accept } });
const head = (url: string, accept = 'application/json') =>
  t.app.inject({ method: 'HEAD', url, headers: { accept } });

/** A sandbox webhook, signed with `secret` (the real one unless a forger's). */
function webhook(provider: string, event: object, secret?: Buffer) {
  const body = JSON.stringify(event);
  const at = Math.floor(Date.now() / 1000);
  const key = secret ?? t.app.deps.config.payments.sandboxWebhookSecret;
  return t.app.inject({
    method: 'POST',
    url: `/webhooks/payments/${provider}`,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: `t=${at},v1=${sign(key, at, body)}`,
    },
    payload: body,
  });
}
const strangerEvent = () => ({
  id: `evt_${randomUUID()}`,
  type: 'payment.succeeded',
  created: Math.floor(Date.now() / 1000),
  data: { checkout: 'cs_nobody_knows', amount: 100, failure_reason: null },
});

const SOCKET_ID = '1234.5678';

/** Every kind of answer the server gives: [what, how to ask, expected status, cache kind]. */
const answers: [string, () => Promise<InjectResponse>, number, AnswerKind][] = [
  // API JSON
  ['API JSON 200 (signed in)', () => customer.browser.get('/client/v1/profile'), 200, 'private'],
  ['API JSON 200 (public)', () => get('/client/v1/password-policy'), 200, 'public'],
  ['anti-forgery cookie 204', () => get('/sanctum/csrf-cookie'), 204, 'private'],
  ['development outbox', () => get('/dev/outbox'), 200, 'private'],
  [
    'CORS preflight 204',
    () =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/client/v1/login',
        headers: {
          origin: 'https://app.homeward.example',
          'access-control-request-method': 'POST',
        },
      }),
    204,
    'private',
  ],
  // Errors
  [
    '400 invalid JSON',
    async () =>
      (await visitor()).post('/client/v1/signup', undefined, {
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      }),
    400,
    'private',
  ],
  ['401 signed out', () => get('/client/v1/profile'), 401, 'private'],
  [
    "403 another customer's channel",
    () =>
      customer.browser.post('/broadcasting/auth', {
        socket_id: SOCKET_ID,
        channel_name: customerChannel(randomUUID()),
      }),
    403,
    'private',
  ],
  ['404 unknown API path', () => get('/client/v1/does-not-exist'), 404, 'private'],
  [
    '404 another customer’s transfer',
    async () =>
      (await sender(t, 0, 'stranger')).browser.get(`/client/v1/transactions/${transferId}`),
    404,
    'private',
  ],
  [
    '413 huge body',
    async () =>
      (await visitor()).post('/client/v1/signup', undefined, {
        payload: JSON.stringify({ email: 'a'.repeat(2_000_000) }),
        headers: { 'content-type': 'application/json' },
      }),
    413,
    'private',
  ],
  [
    '415 not JSON',
    async () =>
      (await visitor()).post('/client/v1/signup', undefined, {
        payload: 'email=a',
        headers: { 'content-type': 'text/plain' },
      }),
    415,
    'private',
  ],
  [
    '419 no anti-forgery token',
    async () => (await visitor()).post('/client/v1/login', {}, { xsrf: false }),
    419,
    'private',
  ],
  ['422 invalid form', async () => (await visitor()).post('/client/v1/login', {}), 422, 'private'],
  [
    '429 too many sign-in attempts',
    async () => {
      const email = uniqueEmail('throttled');
      const browser = new TestBrowser(t.app, undefined, '198.51.100.7');
      for (let i = 0; i < 2; i += 1) await browser.logIn(email, 'Wrong-horse-1');
      return browser.logIn(email, 'Wrong-horse-1');
    },
    429,
    'private',
  ],
  // The SPA and its files
  ['SPA HTML for a client route', () => get('/transaction/42', 'text/html'), 200, 'page'],
  ['SPA HTML for the sign-in page', () => get('/', 'text/html'), 200, 'page'],
  ['hashed asset', () => get('/assets/app-abc123.js', '*/*'), 200, 'asset'],
  // Health
  ['liveness', () => get('/health/live'), 200, 'private'],
  ['readiness', () => get('/health/ready'), 200, 'private'],
  ['metrics', () => get('/metrics', 'text/plain'), 200, 'private'],
  // The sandbox provider's hosted checkout
  ['sandbox checkout page (finished)', () => get(checkoutPath, 'text/html'), 200, 'private'],
  ['sandbox checkout stylesheet', () => get('/sandbox/checkout.css', 'text/css'), 200, 'public'],
  ['sandbox checkout redirect back', async () => paid, 303, 'private'],
  ['sandbox unknown checkout', () => get('/sandbox/checkout/cs_nope', 'text/html'), 404, 'private'],
  // Webhooks
  [
    'webhook 200 (old news about a known payment)',
    () =>
      webhook('sandbox', {
        ...strangerEvent(),
        type: 'payment.processing',
        data: { checkout: checkoutPath.split('/').pop(), failure_reason: null },
      }),
    200,
    'private',
  ],
  ['webhook 409 payment not known yet', () => webhook('sandbox', strangerEvent()), 409, 'private'],
  [
    'webhook 400 forged',
    () => webhook('sandbox', strangerEvent(), Buffer.from('a forger does not know the secret')),
    400,
    'private',
  ],
  ['webhook 404 unknown provider', () => webhook('stripe', strangerEvent()), 404, 'private'],
  // Realtime
  [
    'channel authorisation 200',
    () =>
      customer.browser.post('/broadcasting/auth', {
        socket_id: SOCKET_ID,
        channel_name: customerChannel(customer.customerId),
      }),
    200,
    'private',
  ],
  [
    'channel authorisation 401',
    async () =>
      (await visitor()).post('/broadcasting/auth', {
        socket_id: SOCKET_ID,
        channel_name: customerChannel(customer.customerId),
      }),
    401,
    'private',
  ],
  [
    'Pusher HTTP API 200',
    () =>
      t.app.inject(
        signedPusherEvent(t.app.deps.config.realtime, {
          name: 'ping',
          data: '{}',
          channels: ['public-test'],
        }),
      ),
    200,
    'private',
  ],
  [
    'Pusher HTTP API 401',
    () =>
      t.app.inject(
        signedPusherEvent(
          t.app.deps.config.realtime,
          { name: 'ping', data: '{}', channels: ['public-test'] },
          'not-the-app-secret-at-all',
        ),
      ),
    401,
    'private',
  ],
  // Files a customer downloads or sends
  [
    'receipt PDF',
    () => customer.browser.get(`/client/v1/transactions/${transferId}/receipt`),
    200,
    'private',
  ],
  [
    'document upload',
    async () => {
      const categories = (await customer.browser.get('/client/v1/document-categories')).json();
      const address = categories.find((c: { code: string }) => c.code === 'proof_of_address');
      const bill = address.document_types.find((d: { code: string }) => d.code === 'utility_bill');
      return upload(
        customer.browser,
        `document_category_id=${address.id}&document_type_id=${bill.id}`,
        [{ bytes: await png(), name: 'bill.png', type: 'image/png' }],
      );
    },
    201,
    'private',
  ],
  [
    'document hand-off link, unknown',
    () => get('/client/v1/account-verification/token-info?token=nope'),
    404,
    'private',
  ],
  // HEAD
  ['HEAD of a public API path', () => head('/client/v1/password-policy'), 200, 'public'],
  [
    'HEAD of a signed-in API path',
    () => customer.browser.request({ method: 'HEAD', url: '/client/v1/profile' }),
    200,
    'private',
  ],
  ['HEAD of a client route', () => head('/dashboard', 'text/html'), 200, 'page'],
  ['HEAD of an asset', () => head('/assets/app-abc123.js', '*/*'), 200, 'asset'],
  ['HEAD of liveness', () => head('/health/live'), 200, 'private'],
];

describe('security headers', () => {
  it.each(answers)('are on the %s answer', async (what, ask, status, kind) => {
    const response = await ask();
    expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBe(status);
    expectSecurityHeaders(response, kind, what);
  });

  it('send the receipt as a download, never to be rendered in place', async () => {
    const response = await customer.browser.get(`/client/v1/transactions/${transferId}/receipt`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/);
  });
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createProductionTestApp();
  });
  afterAll(() => production.close());

  // The "in production" block of http.test.ts checks the anti-forgery cookie's answer; these
  // are the other kinds, error answers and files included.
  it.each([
    ['API JSON', 'GET', '/client/v1/password-policy', 200],
    ['401', 'GET', '/client/v1/profile', 401],
    ['404', 'GET', '/client/v1/nope', 404],
    ['419', 'POST', '/client/v1/login', 419],
    ['SPA HTML', 'GET', '/dashboard', 200],
    ['hashed asset', 'GET', '/assets/app-abc123.js', 200],
    ['sandbox stylesheet', 'GET', '/sandbox/checkout.css', 200],
    ['liveness', 'HEAD', '/health/live', 200],
    ['metrics without a token configured', 'GET', '/metrics', 404],
  ] as const)('HSTS is on the %s answer', async (_what, method, url, status) => {
    const response = await production.app.inject({
      method,
      url,
      // The production APP_URL's host: a page asked for on another host is redirected.
      headers: {
        host: 'homeward.example',
        accept: url === '/dashboard' ? 'text/html' : 'application/json',
      },
    });
    expect(response.statusCode).toBe(status);
    // A year, subdomains included; no preload: that list is hard to leave, and a choice to make.
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toContain('microphone=()');
  });

  it('keeps the development outbox closed', async () => {
    expect((await production.app.inject({ url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
