import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, securityEvents } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { lastCodeTo, lastMailTo } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let n = 0;
const email = () => `verify${++n}.${Date.now()}@example.com`;

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MAX_PER_IP: '1000' });
});
afterAll(() => t.close());

async function signedUp() {
  const address = email();
  const browser = new TestBrowser(t.app);
  const response = await browser.signUp(address);
  return { browser, address, customerId: response.json().id as string };
}

describe('email verification', () => {
  it('mails a six-digit code at sign-up that verifies the address once', async () => {
    const { browser, address, customerId } = await signedUp();
    const mail = await lastMailTo(t, address);
    expect(mail.subject).toMatch(/^\d{6} is your Homeward verification code$/);
    expect(mail.html).toContain('Your code:');
    const code = await lastCodeTo(t, address);

    const verified = await browser.post('/client/v1/verify-email-address', { otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().account.is_email_verified).toBe(true);

    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.customerId, customerId));
    expect(events.map((e) => e.type).sort()).toEqual(['email_verified', 'signed_up']);

    const again = await browser.post('/client/v1/resend-email-verification');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['Your email address is already verified.']);
  });

  it('stores codes only as keyed hashes', async () => {
    const { address, customerId } = await signedUp();
    const code = await lastCodeTo(t, address);
    const rows = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.customerId, customerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(code);
  });

  it('refuses a wrong code, and every code after five wrong tries', async () => {
    const { browser, address } = await signedUp();
    const code = await lastCodeTo(t, address);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const response = await browser.post('/client/v1/verify-email-address', { otp: wrong });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.otp).toEqual([
        i < 5 ? 'The code is incorrect.' : 'Too many wrong codes. Ask for a new one.',
      ]);
    }
    const right = await browser.post('/client/v1/verify-email-address', { otp: code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.otp).toEqual(['Too many wrong codes. Ask for a new one.']);
  });

  it('refuses an expired code', async () => {
    const { browser, address, customerId } = await signedUp();
    const code = await lastCodeTo(t, address);
    await t.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.customerId, customerId));
    const response = await browser.post('/client/v1/verify-email-address', { otp: code });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.otp).toEqual(['The code has expired. Ask for a new one.']);
  });

  it('resends only after the cool-down, and the new code replaces the old', async () => {
    const { browser, address, customerId } = await signedUp();
    const first = await lastCodeTo(t, address);
    const tooSoon = await browser.post('/client/v1/resend-email-verification');
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(50);
    expect(tooSoon.json().message).toMatch(
      /^Please wait \d+ seconds before asking for another code\.$/,
    );

    await t.database.db
      .update(oneTimeCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(oneTimeCodes.customerId, customerId));
    const resent = await browser.post('/client/v1/resend-email-verification');
    expect(resent.statusCode).toBe(204);
    const second = await lastCodeTo(t, address);
    if (second !== first) {
      const old = await browser.post('/client/v1/verify-email-address', { otp: first });
      expect(old.statusCode).toBe(422);
    }
    const ok = await browser.post('/client/v1/verify-email-address', { otp: second });
    expect(ok.statusCode).toBe(200);
  });

  it('needs a signed-in session and a code', async () => {
    const visitor = new TestBrowser(t.app);
    await visitor.csrf();
    expect(
      (await visitor.post('/client/v1/verify-email-address', { otp: '123456' })).statusCode,
    ).toBe(401);
    expect((await visitor.post('/client/v1/resend-email-verification')).statusCode).toBe(401);
    const { browser } = await signedUp();
    const missing = await browser.post('/client/v1/verify-email-address', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.otp).toEqual(['The code field is required.']);
  });
});
