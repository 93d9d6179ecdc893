import { validate, compileErrors } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerChannel } from '../src/modules/realtime/broadcaster';
import { DOCS_CSP } from '../src/plugins/api-docs';
import { documentPath } from './support/answer-check';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { signedInStaff } from './support/staff';
import { sendingMoney, paidTransfer } from './support/transfers';
import { createTestApp, type TestApp } from './support/test-app';
import { expectSecurityHeaders } from './support/security-headers';

/** Registered routes that are no part of the API: files, pages, and CORS's preflight. */
const NOT_API = [
  /^OPTIONS \*$/,
  /^HEAD /,
  /^GET \/docs(\/.*)?$/,
  /^GET \/back-office(\/.*)?$/,
  /^GET \/(assets\/.*|sw\.js|manifest\.webmanifest|index\.html)$/,
];

const routes: string[] = [];
let t: TestApp;
let document: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await createTestApp(sendingMoney, {
    checkAnswers: true,
    onRoute: ({ method, url }) => routes.push(`${method} ${url}`),
  });
  document = (await t.app.inject({ url: '/docs/openapi.json' })).json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document));
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('describes every route the API registers', () => {
    const api = routes.filter((route) => !NOT_API.some((pattern) => pattern.test(route)));
    expect(api.length).toBeGreaterThan(150);
    const missing = api.filter((route) => {
      const [method = '', url = ''] = route.split(' ');
      return !document.paths?.[documentPath(url)]?.[method.toLowerCase() as 'get'];
    });
    expect(missing).toEqual([]);
  });

  it('names each area, and the error answers once', () => {
    const tags = new Set(
      Object.values(document.paths ?? {}).flatMap((item) =>
        Object.values(item ?? {}).flatMap((op) => (op as OpenAPIV3_1.OperationObject).tags ?? []),
      ),
    );
    expect([...tags]).toEqual(
      expect.arrayContaining(['Customer API', 'Admin API', 'Webhooks', 'Pusher']),
    );
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual(
      expect.arrayContaining(['customerSession', 'xsrfToken', 'staffSession', 'pusherSignature']),
    );
    const transfers = document.paths?.['/client/v1/transactions']?.post;
    expect(transfers?.security).toEqual([{ customerSession: [], xsrfToken: [] }]);
    expect(transfers?.responses?.['4XX']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
    });
  });
});

describe('real answers', () => {
  it('match the document along a customer journey, a webhook, staff and Pusher', async () => {
    const { browser, customerId } = await sender(t, 2, 'openapi');
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(200);
    const recipient = await philippineRecipient(browser);
    expect((await browser.get('/client/v1/recipients')).statusCode).toBe(200);
    await quoteFor(browser);
    // Confirming, paying (the sandbox's webhook reaches this app) and settling.
    const transferId = await paidTransfer(t, browser, recipient.id, '300');
    expect((await browser.get(`/client/v1/transactions/${transferId}`)).statusCode).toBe(200);
    expect((await browser.get('/client/v1/transactions')).statusCode).toBe(200);
    // Error answers are checked too.
    expect((await browser.get('/client/v1/transactions/nope')).statusCode).toBe(404);
    expect((await browser.post('/client/v1/recipients', {})).statusCode).toBe(422);
    const auth = await browser.post('/broadcasting/auth', {
      socket_id: '123.456',
      channel_name: customerChannel(customerId),
    });
    expect(auth.statusCode).toBe(200);
    const staff = await signedInStaff(t, ['support']);
    expect((await staff.get('customers')).statusCode).toBe(200);
    expect((await staff.get('transfers')).statusCode).toBe(200);

    expect(t.answers?.mismatches).toEqual([]);
  });
});

describe('the reference page', () => {
  it('loads Swagger UI from this server, under a CSP that allows only that', async () => {
    const page = await t.app.inject({ url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(page.body).toContain('<script src="/docs/assets/swagger-ui-bundle.js"></script>');
    expect(page.body).not.toMatch(/<script>|https?:\/\//);
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'reference.js']) {
      const file = await t.app.inject({ url: `/docs/assets/${asset}` });
      expect(file.statusCode, asset).toBe(200);
    }
    const json = await t.app.inject({ url: '/docs/openapi.json' });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    // Everything else keeps the app's own CSP.
    expectSecurityHeaders(await t.app.inject({ url: '/transfers' }), 'page', '/transfers');
  });
});

describe('with DOCS_ENABLED=false', () => {
  let off: TestApp;
  // A second app: its start may take a while on a busy machine.
  beforeAll(async () => {
    off = await createTestApp({ DOCS_ENABLED: 'false' });
  }, 120_000);
  afterAll(() => off.close());

  it('serves neither the reference nor the document, and the SPA does not answer for them', async () => {
    for (const url of ['/docs', '/docs/', '/docs/openapi.json']) {
      const answer = await off.app.inject({ url, headers: { accept: 'text/html' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual({ message: 'Not found.' });
    }
  });
});
