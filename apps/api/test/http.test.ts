import { renderIndexHtml } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './support/browser';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    FRONTEND_ORIGINS: 'http://localhost:5173, https://app.homeward.example/',
    MARKETING_URL: 'https://www.homeward.example',
  });
});
afterAll(() => t.close());

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

  it('never serves the raw index.html template', async () => {
    const response = await t.app.inject({ url: '/index.html' });
    expect(response.body).not.toContain('type="application/json">{}</script>');
  });

  it('answers unknown API paths and missing files with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/client/v1/does-not-exist'],
      ['POST', '/client/v1/does-not-exist'],
      ['GET', '/assets/missing.js'],
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
    production = await createTestApp({
      APP_ENV: 'production',
      APP_URL: 'https://homeward.example',
      DATABASE_URL: 'postgres://unused/only-for-config',
      SMTP_URL: 'smtp://127.0.0.1:1',
      SMS_URL: 'https://sms.homeward.example/send',
    });
  });
  afterAll(() => production.close());

  it('sends HSTS and marks the cookies Secure', async () => {
    const response = await production.app.inject({ url: '/sanctum/csrf-cookie' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.cookies.length).toBe(2);
    for (const cookie of response.cookies) expect(cookie.secure).toBe(true);
  });
});
