import { apiPaths } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository } from '../src/modules/mail/outbox-repository';
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

const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('GET /dev/outbox in a browser', () => {
  beforeAll(async () => {
    const outbox = outboxRepository(t.database.db);
    await outbox.keep({
      to: 'older@example.com',
      subject: 'Older mail',
      text: 'Nothing here',
      html: '<p>Older</p>',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    await outbox.keep({
      to: 'newer@example.com',
      subject: 'Your code <b>now</b>',
      text: 'Your code is 123456. Reset: http://localhost:8080/reset-password/abc?email=a&b=1',
      html: '<p style="color:red">Hi "there"</p><script>alert(1)</script>',
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    await outbox.keep({
      channel: 'sms',
      to: '+61400000000',
      subject: 'SMS',
      text: '654321 is your Homeward code',
      html: '',
      createdAt: new Date('2026-01-03T10:00:00Z'),
    });
  });

  const page = () =>
    t.app.inject({
      url: apiPaths.devOutbox,
      remoteAddress: '127.0.0.1',
      headers: { accept: BROWSER_ACCEPT },
    });

  it('is a readable HTML page, newest first', async () => {
    const answer = await page();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    const body = answer.body;
    expect(body).toContain('<h1>Development outbox</h1>');
    const sms = body.indexOf('Text message to +61400000000');
    const newer = body.indexOf('newer@example.com');
    const older = body.indexOf('older@example.com');
    expect(sms).toBeGreaterThan(-1);
    expect(sms).toBeLessThan(newer);
    expect(newer).toBeLessThan(older);
  });

  it('makes codes and links clickable and escapes everything', async () => {
    const body = (await page()).body;
    expect(body).toContain('<button type="button" class="code" data-code="123456">123456</button>');
    expect(body).toContain(
      '<a href="http://localhost:8080/reset-password/abc?email=a&amp;b=1" target="_blank" rel="noreferrer">',
    );
    expect(body).toContain('Your code &lt;b&gt;now&lt;/b&gt;');
    expect(body).not.toContain('<b>now</b>');
    expect(body).not.toContain('<script>alert(1)</script>');
    // Each mail's own HTML is shown in a sandbox that runs no script.
    expect(body).toMatch(/<iframe sandbox="[^"]*" title="Mail to newer@example.com" srcdoc="/);
    expect(body).not.toMatch(/sandbox="[^"]*allow-scripts/);
    expect(body).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p style=&quot;color:red&quot;&gt;Hi &quot;there&quot;&lt;/p&gt;&lt;script&gt;',
    );
  });

  it('runs only its own script', async () => {
    const answer = await page();
    const csp = String(answer.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.body).toContain(`<script nonce="${nonce}">`);
  });

  it('stays JSON for JSON clients and clients that ask for anything', async () => {
    for (const accept of ['application/json', '*/*', undefined]) {
      const answer = await t.app.inject({
        url: apiPaths.devOutbox,
        remoteAddress: '127.0.0.1',
        headers: accept ? { accept } : {},
      });
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      const mails = answer.json() as { to: string; html: string }[];
      expect(mails.slice(0, 3).map((m) => m.to)).toEqual([
        '+61400000000',
        'newer@example.com',
        'older@example.com',
      ]);
    }
  });

  it('lists one address’s messages when asked with ?to=, so a test polls a few, not 200', async () => {
    const to = (address: string) =>
      t.app.inject({
        url: `${apiPaths.devOutbox}?to=${encodeURIComponent(address)}`,
        remoteAddress: '127.0.0.1',
      });
    const newer = await to('newer@example.com');
    expect(newer.statusCode).toBe(200);
    expect((newer.json() as { to: string }[]).map((m) => m.to)).toEqual(['newer@example.com']);
    expect((await to('+61400000000')).json()).toMatchObject([{ channel: 'sms' }]);
    expect((await to('nobody@example.com')).json()).toEqual([]);
  });

  it('is not found from another machine, even to a browser', async () => {
    const answer = await t.app.inject({
      url: apiPaths.devOutbox,
      remoteAddress: '203.0.113.9',
      headers: { accept: BROWSER_ACCEPT },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('newer@example.com');
  });
});

describe('isLoopback', () => {
  it('knows loopback addresses from others', () => {
    expect(['127.0.0.1', '::1', '::FFFF:127.0.0.5'].every(isLoopback)).toBe(true);
    expect(['128.0.0.1', '127.0.0', '::2', '1127.0.0.1', ''].some(isLoopback)).toBe(false);
  });
});
