import { apiPaths } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback } from '../src/modules/mail/routes';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The development outbox holds every code and reset link: it answers this machine only, and a
 * server listening on the network says so as it starts.
 */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { HOST: '0.0.0.0', LOG_LEVEL: 'info' },
    { logger: { stream: { write: (line: string) => void lines.push(line) } } },
  );
});
afterAll(() => t.close());

const from = (remoteAddress: string) => t.app.inject({ url: apiPaths.devOutbox, remoteAddress });

describe('GET /dev/outbox', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])('answers %s', async (ip) => {
    expect((await from(ip)).statusCode).toBe(200);
  });

  it.each(['203.0.113.9', '10.0.0.2', '::ffff:192.168.1.4', '2001:db8::1'])(
    'is not found from %s',
    async (ip) => {
      const answer = await from(ip);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Not found.' });
    },
  );

  it('is announced at start when the server listens beyond this machine', () => {
    const warning = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.level === 40 && entry.path === '/dev/outbox');
    expect(warning).toMatchObject({
      host: '0.0.0.0',
      path: '/dev/outbox',
      msg: 'The development outbox holds every code and reset link; it answers only requests from this machine',
    });
  });
});

describe('isLoopback', () => {
  it('knows loopback addresses from others', () => {
    expect(['127.0.0.1', '::1', '::FFFF:127.0.0.5'].every(isLoopback)).toBe(true);
    expect(['128.0.0.1', '127.0.0', '::2', '1127.0.0.1', ''].some(isLoopback)).toBe(false);
  });
});
