import { createHash, createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pusherHttpBroadcaster } from '../src/modules/realtime/broadcaster';

const settings = { appId: '12345', key: 'app-key', secret: 'app-secret-of-16+' };
const received: { name: string; channels: string[]; data: string }[] = [];
let server: Server;
let host: string;

/**
 * A test double of Pusher's HTTP API (no real Pusher server can run here): it checks the
 * request signature exactly as Pusher documents it, and keeps the events it accepts.
 */
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      const url = new URL(request.url ?? '', 'http://x');
      const signature = url.searchParams.get('auth_signature');
      url.searchParams.delete('auth_signature');
      const sorted = [...url.searchParams.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `${k}=${v}`)
        .join('&');
      const expected = createHmac('sha256', settings.secret)
        .update(`${request.method}\n${url.pathname}\n${sorted}`)
        .digest('hex');
      const md5 = createHash('md5').update(body).digest('hex');
      const ok =
        url.pathname === `/apps/${settings.appId}/events` &&
        url.searchParams.get('auth_key') === settings.key &&
        url.searchParams.get('body_md5') === md5 &&
        signature === expected;
      if (ok) received.push(JSON.parse(body));
      response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      response.end(ok ? '{}' : '{"error":"Invalid signature"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const warnings: unknown[] = [];
const log = (() => ({
  warn: (...args: unknown[]) => warnings.push(args),
})) as unknown as () => FastifyBaseLogger;

describe('publishing through the Pusher HTTP API', () => {
  it('signs each event so a Pusher-compatible server accepts it', async () => {
    const broadcaster = pusherHttpBroadcaster({ ...settings, host, useTls: false }, log);
    broadcaster.publish('private-App.Models.Customer.1', 'App\\Events\\TransactionStatusUpdated', {
      transaction: { id: 't-1' },
    });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toEqual({
      name: 'App\\Events\\TransactionStatusUpdated',
      channels: ['private-App.Models.Customer.1'],
      data: JSON.stringify({ transaction: { id: 't-1' } }),
    });
  });

  it('never blocks or throws: a refused or unreachable server is only logged', async () => {
    const wrong = pusherHttpBroadcaster(
      { ...settings, secret: 'not-the-secret!!', host, useTls: false },
      log,
    );
    const started = Date.now();
    wrong.publish('c', 'e', {});
    pusherHttpBroadcaster({ ...settings, host: '127.0.0.1:1', useTls: false }, log).publish(
      'c',
      'e',
      {},
    );
    expect(Date.now() - started).toBeLessThan(50);
    await expect.poll(() => warnings.length).toBe(2);
    expect(received).toHaveLength(1);
  });
});
