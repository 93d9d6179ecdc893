import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, securityEvents, sessions } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { lastCodeTo, lastMailTo, uniqueEmail } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Changing the email address: step-up first, a code to the new address, the swap only when it
 * comes back, and a word to the old address.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MAX_PER_IP: '1000', CODE_RESEND_SECONDS: '0' });
});
afterAll(() => t.close());

async function emailOf(customerId: string) {
  const [row] = await t.database.db
    .select()
    .from(accounts)
    .where(eq(accounts.customerId, customerId));
  return row;
}

describe('changing the email address', () => {
  it('mails a code to the new address and swaps it in when the code comes back', async () => {
    const { email, customerId } = await verifiedCustomer(t, 'emailchange');
    const browser = await signedIn(t, email);
    const next = uniqueEmail('emailchanged');

    const asked = await browser.post('/client/v1/change-email', {
      email: ` ${next.toUpperCase()} `,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: `We sent a code to ${next}.`, email: next });
    // Nothing moves until the new address proves itself.
    expect((await emailOf(customerId))?.email).toBe(email);

    const wrong = await browser.post('/client/v1/verify-new-email', { otp: '000000' });
    expect(wrong.statusCode).toBe(422);
    const code = await lastCodeTo(t, next, 'email');
    const done = await browser.post('/client/v1/verify-new-email', { otp: code });
    expect(done.statusCode).toBe(200);
    expect(done.json().account.email).toBe(next);
    const row = await emailOf(customerId);
    expect(row?.email).toBe(next);
    expect(row?.pendingEmail).toBeNull();

    // The old address hears of it; the new one signs in; the old one no longer does.
    expect((await lastMailTo(t, email)).subject).toBe('Your Homeward email address was changed');
    expect((await new TestBrowser(t.app).logIn(email, PASSWORD)).statusCode).toBe(422);
    expect((await new TestBrowser(t.app).logIn(next, PASSWORD)).statusCode).toBe(200);
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.customerId, customerId), eq(securityEvents.type, 'email_changed')),
      );
    expect(events).toHaveLength(1);
  });

  it('refuses the same address, a taken one and a bad one, sending nothing', async () => {
    const { email } = await verifiedCustomer(t, 'emailsame');
    const other = await verifiedCustomer(t, 'emailtaken');
    const browser = await signedIn(t, email);
    const same = await browser.post('/client/v1/change-email', { email });
    expect(same.json().errors.email).toEqual(['This is already your email address.']);
    const taken = await browser.post('/client/v1/change-email', { email: other.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['The email has already been taken.']);
    expect(
      (await browser.post('/client/v1/change-email', { email: 'not-an-email' })).statusCode,
    ).toBe(422);
    expect(
      (await browser.post('/client/v1/verify-new-email', { otp: '123456' })).json().errors.otp,
    ).toEqual(['Ask for a code to your new email address first.']);
  });

  it('asks for step-up long after sign-in, before any code goes out', async () => {
    const { email, customerId } = await verifiedCustomer(t, 'emailstep');
    const browser = await signedIn(t, email);
    await t.database.db
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.customerId, customerId));
    const next = uniqueEmail('emailstepnew');
    const refused = await browser.post('/client/v1/change-email', { email: next });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().step_up).toEqual({ method: 'email', passkey: false });
    expect((await emailOf(customerId))?.pendingEmail).toBeNull();
    await expect(lastMailTo(t, next)).rejects.toThrow(/no mail/);
  });

  it('refuses the swap when someone took the address meanwhile', async () => {
    const { email } = await verifiedCustomer(t, 'emailrace');
    const browser = await signedIn(t, email);
    const next = uniqueEmail('emailracenew');
    await browser.post('/client/v1/change-email', { email: next });
    const code = await lastCodeTo(t, next, 'email');
    const squatter = new TestBrowser(t.app);
    expect((await squatter.signUp(next, PASSWORD)).statusCode).toBe(201);
    const swap = await browser.post('/client/v1/verify-new-email', { otp: code });
    expect(swap.statusCode).toBe(422);
    expect(swap.json().errors.email).toEqual(['The email has already been taken.']);
  });
});
