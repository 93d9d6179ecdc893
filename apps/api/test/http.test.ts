import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { renderIndexHtml } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOptions } from '../src/listen';
import { TestBrowser } from './support/browser';
import { signedIn, verifiedCustomer } from './support/customers';
import {
  bigAssetSource,
  createProductionTestApp,
  createTestApp,
  type TestApp,
} from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    FRONTEND_ORIGINS: 'http://localhost:5173, https://app.homeward.example/',
    MARKETING_URL: 'https://www.homeward.example',
  });
});
afterAll(() => t.close());

const signedInBrowser = async () => signedIn(t, (await verifiedCustomer(t)).email);

describe('security headers', () => {
  it.each(['/health/live', '/client/v1/profile', '/dashboard', '/client/v1/nope'])(
    'are on %s',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      // HSTS only in production, where APP_URL must be https.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('keep API answers out of caches', async () => {
    const response = await t.app.inject({ url: '/client/v1/profile' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the SPA from the same origin', () => {
  it('answers client routes with index.html carrying the runtime configuration', async () => {
    for (const url of ['/', '/sign-up', '/reset-password/abc', '/transaction/42?x=1']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="app"></div>');
      expect(response.body).toContain('"marketingUrl":"https://www.homeward.example"');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the service worker uncached and the manifest as a manifest', async () => {
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
  });

  it("sends the build's Brotli or gzip copy of an asset to a browser that accepts it", async () => {
    const source = bigAssetSource;
    const brotli = await t.app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(String(brotli.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(source);

    const gzip = await t.app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(source);

    const plain = await t.app.inject({ url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it('never serves a dotfile that ends up in the build', async () => {
    // /.env has no extension, so it is a client route: the SPA's page, not the file.
    const env = await t.app.inject({ url: '/.env' });
    expect(env.body).not.toContain('APP_KEY');
    expect(env.headers['content-type']).toContain('text/html');
    const hidden = await t.app.inject({ url: '/assets/.hidden.js' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('secret');
  });

  it('never serves the raw index.html template', async () => {
    const response = await t.app.inject({ url: '/index.html' });
    expect(response.body).not.toContain('type="application/json">{}</script>');
  });

  it('answers unknown API paths and missing files with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/client/v1/does-not-exist'],
      ['POST', '/client/v1/does-not-exist'],
      ['GET', '/assets/missing.js'],
      ['GET', `/assets/${'x'.repeat(300)}.js`],
      ['DELETE', '/dashboard'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('escapes the configuration so it cannot close its script element', () => {
    const html = renderIndexHtml(
      '<script id="runtime-config" type="application/json">{}</script>',
      {
        apiBaseUrl: '',
        marketingUrl: 'https://x.example/</script><script>alert(1)</script>',
        privacyPolicyUrl: '',
        termsOfServiceUrl: '',
        realtimeKey: 'k',
        realtimeHost: '',
        realtimePort: '',
        realtimeCluster: '',
        realtimeForceTls: '',
      },
    );
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('one canonical address (APP_URL)', () => {
  // APP_URL is http://localhost:8080 here; the server also answers on 127.0.0.1.
  const other = { host: '127.0.0.1:8080', accept: 'text/html' };

  it('sends a page asked for on another host to the same page at APP_URL', async () => {
    for (const url of ['/', '/dashboard', '/payment-callback/42?status=ok', '/back-office/']) {
      const response = await t.app.inject({ url, headers: other });
      expect(response.statusCode, url).toBe(307);
      expect(response.headers.location).toBe(`http://localhost:8080${url}`);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps a path that looks like another address a path on APP_URL', async () => {
    const response = await t.app.inject({ url: '//evil.example/x', headers: other });
    expect(response.headers.location).toBe('http://localhost:8080//evil.example/x');
  });

  it('answers the API, health checks and files on any host, and pages on its own host', async () => {
    for (const url of ['/health/live', '/client/v1/password-policy', '/assets/app-abc123.js']) {
      const response = await t.app.inject({ url, headers: other });
      expect(response.statusCode, url).toBe(200);
    }
    const own = await t.app.inject({ url: '/dashboard', headers: { host: 'localhost:8080' } });
    expect(own.statusCode).toBe(200);
    // Cookies ignore the port, so another port of the same host name is the same place.
    const port = await t.app.inject({ url: '/dashboard', headers: { host: 'localhost:5173' } });
    expect(port.statusCode).toBe(200);
  });

  it('prints APP_URL, not the address it is bound to, when it starts listening', async () => {
    const lines: string[] = [];
    const listening = await createTestApp(
      { APP_URL: 'http://localhost:8080' },
      { logger: { stream: { write: (line: string) => void lines.push(line) } } },
    );
    try {
      await listening.app.listen({ ...listenOptions(listening.app.deps.config), port: 0 });
      const said = lines.map((line) => JSON.parse(line).msg as string).join('\n');
      expect(said).toContain('Homeward is listening at http://localhost:8080');
      expect(said).not.toContain('127.0.0.1');
    } finally {
      await listening.close();
    }
  });
});

describe('compression', () => {
  it('compresses larger GET answers for browsers that accept it, and nothing else', async () => {
    const browser = await signedInBrowser();
    const brotli = await browser.get('/client/v1/countries', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    const countries = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()) as unknown[];
    expect(countries.length).toBeGreaterThan(100);

    const gzip = await browser.get('/client/v1/countries', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(countries);

    const plain = await browser.get('/client/v1/countries');
    expect(plain.headers['content-encoding']).toBeUndefined();

    // Small answers are not worth it; state-changing answers are never compressed (BREACH).
    const small = await browser.get('/client/v1/profile', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const enrolment = await browser.post('/client/v1/mfa/totp', undefined, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(enrolment.statusCode).toBe(200);
    expect(enrolment.headers['content-encoding']).toBeUndefined();
  });

  it('refuses compressed request bodies instead of inflating them', async () => {
    const browser = await signedInBrowser();
    const answer = await browser.post('/client/v1/quotes', gzipSync('{"corridor_id":1}'), {
      headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('CORS for a separately hosted SPA', () => {
  it('allows a configured origin with credentials and the client headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/client/v1/login',
      headers: {
        origin: 'https://app.homeward.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-xsrf-token,ngrok-skip-browser-warning',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://app.homeward.example');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'x-xsrf-token',
    );
  });

  it('gives no CORS grant to other origins', async () => {
    const response = await t.app.inject({
      url: '/client/v1/password-policy',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('malformed requests', () => {
  const send = async (payload: string, contentType: string) => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    return browser.post('/client/v1/signup', undefined, {
      payload,
      headers: { 'content-type': contentType },
    });
  };

  it('answers an address the router cannot read in the API shape, with strict headers', async () => {
    const response = await t.app.inject({ url: '/client/v1/quotes/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address of this request is not valid.' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 for invalid JSON', async () => {
    const response = await send('{"email":', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 422 for JSON that is not an object', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const response = await send(body, 'application/json');
      expect(response.statusCode, body).toBe(422);
      expect(response.json().message).toBeTypeOf('string');
    }
  });

  it('answers 415 for other content types', async () => {
    const response = await send('email=a', 'text/plain');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Send the request body as application/json.');
  });

  it('answers 413 for huge bodies', async () => {
    const response = await send(
      JSON.stringify({ email: 'a'.repeat(2_000_000) }),
      'application/json',
    );
    expect(response.statusCode).toBe(413);
  });

  it('treats a POST without a body as an empty form', async () => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const response = await browser.post('/client/v1/login');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['email', 'password']);
  });
});

describe('health', () => {
  it('is live and ready with migrations applied', async () => {
    expect((await t.app.inject({ url: '/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createProductionTestApp();
  });
  afterAll(() => production.close());

  it('sends HSTS and marks the cookies Secure', async () => {
    const response = await production.app.inject({ url: '/sanctum/csrf-cookie' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.cookies.length).toBe(2);
    for (const cookie of response.cookies) expect(cookie.secure).toBe(true);
  });
});
