import * as OTPAuth from 'otpauth';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, oneTimeCodes, securityEvents } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { lastCodeTo } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Attempt limits hold when the guesses arrive all at once: each attempt is counted before it is
 * judged, in one statement, so no number of parallel requests gets more tries than the limit.
 * Run on PostgreSQL in CI (TEST_DATABASE_URL), where the requests really overlap.
 */
let t: TestApp;
const PARALLEL = 16;
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const statuses = (answers: { statusCode: number }[]) =>
  answers.map((a) => a.statusCode).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp({
    SIGNUP_MAX_PER_IP: '1000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
  });
});
afterAll(() => t.close());

async function eventsOf(customerId: string, type: string) {
  const rows = await t.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.customerId, customerId), eq(securityEvents.type, type)));
  return rows.length;
}

describe('password sign-in', () => {
  it('judges at most the allowed number of wrong passwords sent at once', async () => {
    const { email, customerId } = await verifiedCustomer(t, 'parallel-login');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => new TestBrowser(t.app).logIn(email, 'Wrong-pass-1!')),
    );
    expect(statuses(answers).filter((s) => s === 422)).toHaveLength(3);
    expect(statuses(answers).filter((s) => s === 429)).toHaveLength(PARALLEL - 3);
    expect(await eventsOf(customerId, 'sign_in_failed')).toBe(3);
    // The right password is refused too until the window passes.
    expect((await new TestBrowser(t.app).logIn(email, PASSWORD)).statusCode).toBe(429);
  });

  it('does not count a successful sign-in against the account', async () => {
    const { email } = await verifiedCustomer(t, 'login-ok');
    for (let i = 0; i < 5; i++)
      expect((await new TestBrowser(t.app).logIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('mails one sign-in code per cool-down, and the newest session takes it over', async () => {
    const { email } = await verifiedCustomer(t, 'login-mail');
    const first = new TestBrowser(t.app);
    await first.logIn(email, PASSWORD);
    const code = await lastCodeTo(t, email);
    const second = new TestBrowser(t.app);
    await second.logIn(email, PASSWORD);
    const third = new TestBrowser(t.app);
    await third.logIn(email, PASSWORD);
    await t.app.deps.jobs.runDue();
    const mails = await t.database.db.select().from(devOutbox).where(eq(devOutbox.to, email));
    expect(mails.filter((m) => /Your code: \d{6}/.test(m.text))).toHaveLength(2); // sign-up's + one
    const done = await third.post('/client/v1/mfa', { otp: code });
    expect(done.statusCode).toBe(200);
    expect((await first.post('/client/v1/mfa', { otp: code })).statusCode).toBe(422);
  });
});

describe('emailed codes', () => {
  it('compares at most five codes sent at once, and the right one is refused after', async () => {
    const email = `parallel-code.${Date.now()}@example.com`;
    const browser = new TestBrowser(t.app);
    const signUp = await browser.signUp(email, PASSWORD);
    const customerId = signUp.json().id as string;
    const code = await lastCodeTo(t, email);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        browser.post('/client/v1/verify-email-address', { otp: wrongCode(code) }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 422)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.customerId, customerId));
    expect(row?.attempts).toBe(5);
    const right = await browser.post('/client/v1/verify-email-address', { otp: code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.otp).toEqual(['Too many wrong codes. Ask for a new one.']);
  });
});

describe('the second factor', () => {
  const totp = (secret: string) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

  async function withAuthenticator() {
    const { email, customerId } = await verifiedCustomer(t, 'parallel-totp');
    const browser = await signedIn(t, email);
    const { secret } = (await browser.post('/client/v1/mfa/totp')).json();
    await browser.post('/client/v1/mfa/totp/confirm', { otp: totp(secret).generate() });
    return { email, customerId, secret: secret as string };
  }

  it('judges at most five wrong codes sent at once, then ends the session', async () => {
    const { email, customerId } = await withAuthenticator();
    const browser = new TestBrowser(t.app);
    await browser.logIn(email, PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => browser.post('/client/v1/mfa', { otp: '000000' })),
    );
    expect(await eventsOf(customerId, 'mfa_failed')).toBe(5);
    expect(statuses(answers).filter((s) => s === 422).length).toBeLessThanOrEqual(4);
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(401);
  });

  it('lets one authenticator code sign in once, even sent from two sessions at once', async () => {
    const { email, secret } = await withAuthenticator();
    // The code that confirmed enrolment belongs to this step; wait for the next one if needed.
    const browsers = [new TestBrowser(t.app), new TestBrowser(t.app)];
    for (const b of browsers) await b.logIn(email, PASSWORD);
    const step = Math.floor(Date.now() / 30_000);
    const code = totp(secret).generate({ timestamp: (step + 1) * 30_000 });
    const answers = await Promise.all(browsers.map((b) => b.post('/client/v1/mfa', { otp: code })));
    expect(statuses(answers)).toEqual([200, 422]);
  });
});
