import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, devOutbox, passwordResetTokens } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { lastMailTo, uniqueEmail } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SIGNUP_MAX_PER_IP: '1000',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    APP_URL: 'http://localhost:8080',
  });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand-new-Passw0rd';

async function askForReset(email: string) {
  const browser = new TestBrowser(
    t.app,
    undefined,
    `198.51.100.${Math.floor(Math.random() * 250)}`,
  );
  await browser.csrf();
  return browser.post('/client/v1/forgot-password', { email });
}

/** Sets NEW_PASSWORD with the token, from a new browser. */
async function resetWith(token: string) {
  const browser = new TestBrowser(t.app);
  await browser.csrf();
  return browser.post('/client/v1/reset-password', {
    token,
    password: NEW_PASSWORD,
    confirm_password: NEW_PASSWORD,
  });
}

/** The token the SPA would post: the route's token, URL-decoded then base64-decoded. */
async function resetTokenFor(email: string) {
  const mail = await lastMailTo(t, email);
  const link = mail.text.match(/http:\/\/localhost:8080\/reset-password\/(\S+)/)?.[1];
  if (!link) throw new Error(`no reset link in ${mail.text}`);
  return Buffer.from(decodeURIComponent(link), 'base64').toString('utf8');
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and mails only the known', async () => {
    const { email } = await verifiedCustomer(t);
    const known = await askForReset(email);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await askForReset(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(
      'If an account exists for that email, we have sent a link to reset the password.',
    );
    await t.app.deps.jobs.runDue();
    const mails = await t.database.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.to, unknownEmail));
    expect(mails).toHaveLength(0);
    expect((await lastMailTo(t, email)).subject).toBe('Reset your Homeward password');
  });

  it('validates the email', async () => {
    const response = await askForReset('not-an-email');
    expect(response.statusCode).toBe(422);
  });
});

describe('reset password', () => {
  it('sets the new password once, ends every session and stores only a hash of the token', async () => {
    const { email, customerId } = await verifiedCustomer(t);
    const elsewhere = await signedIn(t, email);
    await askForReset(email);
    const token = await resetTokenFor(email);
    const stored = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.customerId, customerId));
    expect(stored[0]?.tokenHash).not.toBe(token);

    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const reset = await browser.post('/client/v1/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect((await elsewhere.get('/client/v1/profile')).statusCode).toBe(401);
    expect((await new TestBrowser(t.app).logIn(email, PASSWORD)).statusCode).toBe(422);
    expect((await new TestBrowser(t.app).logIn(email, NEW_PASSWORD)).statusCode).toBe(200);

    const reuse = await browser.post('/client/v1/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors.token).toEqual([
      'This password reset link is invalid or has expired.',
    ]);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(account?.passwordChangedAt).not.toBeNull();
  });

  it('refuses an expired link and a weak password', async () => {
    const { email, customerId } = await verifiedCustomer(t);
    await askForReset(email);
    const token = await resetTokenFor(email);
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const weak = await browser.post('/client/v1/reset-password', {
      token,
      password: 'weak',
      confirm_password: 'weak',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/does not meet the requirements/);

    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.customerId, customerId));
    const expired = await browser.post('/client/v1/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.token).toBeDefined();
  });
});

describe('checking a reset link as its page opens', () => {
  const DEAD = 'This password reset link is invalid or has expired.';
  const check = async (token: unknown) => {
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    return browser.post('/client/v1/reset-password/check', { token });
  };

  it('accepts a live link without using it, and refuses it once used', async () => {
    const { email } = await verifiedCustomer(t);
    await askForReset(email);
    const token = await resetTokenFor(email);

    for (let i = 0; i < 2; i++) {
      const live = await check(token);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ message: 'This password reset link can be used.' });
    }
    // Checking used nothing: the reset still works.
    expect((await resetWith(token)).statusCode).toBe(200);

    const used = await check(token);
    expect(used.statusCode).toBe(422);
    expect(used.json().errors.token).toEqual([DEAD]);
  });

  it('refuses an expired link, an unknown one and a missing one, changing nothing', async () => {
    const { email, customerId } = await verifiedCustomer(t);
    await askForReset(email);
    const token = await resetTokenFor(email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.customerId, customerId));
    const before = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.customerId, customerId));

    expect((await check(token)).json().errors.token).toEqual([DEAD]);
    expect((await check('not-a-token-we-made')).json().errors.token).toEqual([DEAD]);
    const missing = await check(undefined);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.token).toEqual(['The token field is required.']);

    const after = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.customerId, customerId));
    expect(after).toEqual(before);
  });
});

describe('change password', () => {
  it('needs the current password', async () => {
    const { email } = await verifiedCustomer(t);
    const browser = await signedIn(t, email);
    const response = await browser.post('/client/v1/change-password', {
      current_password: 'Not-my-passw0rd',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
  });

  it('changes it, signs out this session and every other one', async () => {
    const { email } = await verifiedCustomer(t);
    const other = await signedIn(t, email);
    const browser = await signedIn(t, email);
    const response = await browser.post('/client/v1/change-password', {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(204);
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(401);
    expect((await other.get('/client/v1/profile')).statusCode).toBe(401);
    expect((await new TestBrowser(t.app).logIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await lastMailTo(t, email)).subject).toMatch(/sign-in code|password was changed/);
  });

  it('is refused without a completed sign-in', async () => {
    const visitor = new TestBrowser(t.app);
    await visitor.csrf();
    const response = await visitor.post('/client/v1/change-password', {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});
