import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps';
import { backOfficePlugin } from './back-office';
import { spaPlugin } from './spa';

const BACK_OFFICE_HTML = '<!doctype html><title>back office</title>';

let dir: string;
let app: FastifyInstance;

/**
 * The two front ends side by side, as app.ts registers them: the back office under
 * /back-office, then the customer SPA with its fallback for every other page path.
 */
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'back-office-plugin-'));
  const web = path.join(dir, 'web');
  const backOffice = path.join(dir, 'back-office');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  mkdirSync(path.join(backOffice, 'assets'), { recursive: true });
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><title>customer</title><script id="runtime-config" type="application/json">{}</script>',
  );
  writeFileSync(path.join(backOffice, 'index.html'), BACK_OFFICE_HTML);
  writeFileSync(path.join(backOffice, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(backOffice, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  app = Fastify({ logger: false });
  // Only what the two plugins read of the app's dependencies.
  const deps = {
    config: {
      // Inject's Host is localhost: the canonical host, so pages are answered, not redirected.
      appUrl: 'http://localhost:8080',
      web: {
        distDir: web,
        backOfficeDistDir: backOffice,
        apiBaseUrl: '',
        marketingUrl: '',
        privacyPolicyUrl: '',
        termsOfServiceUrl: '',
      },
      realtime: { key: 'key', host: undefined, cluster: '' },
    },
    webDistDir: web,
  } as unknown as AppDeps;
  app.decorate('deps', deps);
  await app.register(backOfficePlugin);
  await app.register(spaPlugin);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => app.inject({ method, url });

describe('the back office is served under /back-office', () => {
  it.each([
    '/back-office',
    '/back-office/',
    '/back-office/customers/c-1',
    '/back-office/sign-in?next=1',
  ])('answers the page %s with its index.html, never cached', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(BACK_OFFICE_HTML);
  });

  it('serves hashed assets cached for a year, other files for five minutes', async () => {
    const asset = await get('/back-office/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/back-office/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a missing file, index.html itself and a POST with a JSON 404', async () => {
    for (const [url, method] of [
      ['/back-office/assets/missing.js', 'GET'],
      ['/back-office/index.html', 'GET'],
      ['/back-office/customers', 'POST'],
    ] as const) {
      const response = await get(url, method);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('leaves the customer SPA its pages, and keeps it away from /admin', async () => {
    const customer = await get('/dashboard');
    expect(customer.statusCode).toBe(200);
    expect(customer.body).toContain('<title>customer</title>');
    // A sibling path is not the back office.
    expect((await get('/back-officer')).body).toContain('<title>customer</title>');
    const admin = await get('/admin/v1/nothing-here');
    expect(admin.statusCode).toBe(404);
    expect(admin.json()).toEqual({ message: 'Not found.' });
  });
});
