import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './support/browser';
import { createTestApp, type TestApp } from './support/test-app';

// Every line the API logs while customers sign up, sign in and out, with the production logger
// configuration at its most verbose level.
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'trace' },
    { logger: { stream: { write: (line: string) => void lines.push(line) } } },
  );
});
afterAll(() => t.close());

describe('logs', () => {
  it('never hold a password, a session secret, an anti-forgery token or a reset token', async () => {
    const password = 'Very-secret-Passw0rd!';
    const browser = new TestBrowser(t.app);
    await browser.signUp('logs@example.com', password);
    const secrets = [...browser.cookies.values()];
    await browser.post('/client/v1/logout');
    await browser.logIn('logs@example.com', password);
    secrets.push(...browser.cookies.values());
    await browser.logIn('logs@example.com', 'Wrong-Passw0rd!');
    // Mail goes out through the outbox, which logs a line per message.
    await t.app.deps.jobs.runDue();
    const outbox = (await t.app.inject({ url: '/dev/outbox' })).json() as { text: string }[];
    // A code is six digits on their own: not a run inside the footer's licence number
    // ("IND100000000"), which would then be looked for in every timestamp of the log.
    const codes = outbox.flatMap((mail) => mail.text.match(/\b\d{6}\b/g) ?? []);
    expect(codes.length).toBeGreaterThan(0);
    secrets.push(...codes);
    await t.app.inject({ url: '/reset-password/c2VjcmV0LXJlc2V0LXRva2Vu?token=abc123' });
    const checkout = '5f0e8a4c-3b1d-4c2e-9a7f-0d6b1e2c3a4b';
    await t.app.inject({ url: `/sandbox/checkout/${checkout}` });
    await t.app.inject({ method: 'POST', url: `/sandbox/checkout/${checkout}/challenge` });
    const invitation = 'c3RhZmYtaW52aXRhdGlvbi10b2tlbi1zZWNyZXQ';
    await t.app.inject({ url: `/back-office/invitation/${invitation}` });
    await t.app.inject({ url: `/admin/v1/invitations/${invitation}` });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('/client/v1/login');
    expect(log).toContain('/reset-password/[redacted]');
    expect(log).toContain('/sandbox/checkout/[redacted]/challenge');
    expect(log).toContain('/back-office/invitation/[redacted]');
    expect(log).toContain('/admin/v1/invitations/[redacted]');
    expect(log).toContain('mail kept in the development outbox');
    for (const secret of [
      password,
      'Wrong-Passw0rd!',
      'c2VjcmV0LXJlc2V0LXRva2Vu',
      'abc123',
      checkout,
      invitation,
      ...secrets,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('write one line per request, once it is answered: the request, its status and its time', async () => {
    const from = lines.length;
    const answer = await t.app.inject({ url: '/health/live' });
    const id = answer.headers['x-request-id'];
    const mine = lines
      .slice(from)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.reqId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/health/live' },
      res: { statusCode: 200 },
    });
    expect(mine[0]?.responseTime).toEqual(expect.any(Number));
  });
});
