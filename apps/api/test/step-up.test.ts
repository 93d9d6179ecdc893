import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipients, securityEvents, sessions } from '../src/db/schema';
import type { TestBrowser } from './support/browser';
import { countryIdsByCode, signedIn, verifiedCustomer } from './support/customers';
import { lastCodeTo } from './support/mail';
import { philippineBankDetails, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Step-up: a recipient, the mobile number, the password or the authenticator changed more than
 * STEP_UP_MINUTES after the session last proved its second factor answers 423 and changes
 * nothing, until the factor is given again.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STEP_UP_MINUTES: '5', CODE_RESEND_SECONDS: '0' });
});
afterAll(() => t?.close());

const newRecipient = (name = 'Jose Rizal Mercado') => ({
  country: 'PH',
  currency: 'PHP',
  payout_method: 'bank_account',
  details: { ...philippineBankDetails, full_name: name },
});

/** The session behind a browser. */
async function sessionOf(browser: TestBrowser) {
  const id = ((await browser.get('/client/v1/profile')).json() as { session: { id: string } })
    .session.id;
  return id;
}

/** As if the second factor was given `minutes` ago. */
async function age(browser: TestBrowser, minutes: number) {
  await t.database.db
    .update(sessions)
    .set({ secondFactorAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.id, await sessionOf(browser)));
}

async function recipientCount(customerId: string) {
  return (
    await t.database.db.select().from(recipients).where(eq(recipients.customerId, customerId))
  ).length;
}

async function eventsOf(customerId: string, type: string) {
  return t.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.customerId, customerId), eq(securityEvents.type, type)));
}

describe('a new recipient', () => {
  it('is added at once within minutes of the sign-in', async () => {
    const { browser } = await sender(t, 0, 'stepfresh');
    await age(browser, 4);
    const created = await browser.post('/client/v1/recipients', newRecipient());
    expect(created.statusCode).toBe(201);
  });

  it('asks for the mailed code again later, changes nothing until it is given, then goes through', async () => {
    const { browser, customerId, email } = await sender(t, 0, 'steplate');
    await age(browser, 6);

    const refused = await browser.post('/client/v1/recipients', newRecipient());
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toEqual({
      message: 'Please confirm it is you before making this change.',
      step_up: { method: 'email', passkey: false },
    });
    expect(await recipientCount(customerId)).toBe(0);

    expect((await browser.post('/client/v1/step-up/code')).statusCode).toBe(204);
    const code = await lastCodeTo(t, email, 'confirmation');

    const wrong = await browser.post('/client/v1/step-up', {
      otp: code === '111111' ? '222222' : '111111',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.otp).toEqual(['The code is incorrect.']);
    expect(await eventsOf(customerId, 'step_up_failed')).toHaveLength(1);
    expect((await browser.post('/client/v1/recipients', newRecipient())).statusCode).toBe(423);

    expect((await browser.post('/client/v1/step-up', { otp: code })).statusCode).toBe(204);
    expect(await eventsOf(customerId, 'step_up_passed')).toHaveLength(1);
    const created = await browser.post('/client/v1/recipients', newRecipient());
    expect(created.statusCode).toBe(201);
    // Used once: the same code does not step up again.
    expect((await browser.post('/client/v1/step-up', { otp: code })).statusCode).toBe(422);
  });

  it('points out invalid details before it asks for the factor', async () => {
    const { browser, customerId } = await sender(t, 0, 'stepinvalid');
    await age(browser, 30);
    const invalid = await browser.post('/client/v1/recipients', {
      ...newRecipient(),
      details: { ...philippineBankDetails, account_number: '12' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(await recipientCount(customerId)).toBe(0);
  });

  it('asks again before an edit', async () => {
    const { browser } = await sender(t, 0, 'stepedit');
    const created = (await browser.post('/client/v1/recipients', newRecipient())).json() as {
      id: string;
    };
    await age(browser, 6);
    const edit = await browser.put(
      `/client/v1/recipients/${created.id}`,
      newRecipient('Andres Bonifacio'),
    );
    expect(edit.statusCode).toBe(423);
    const kept = (await browser.get(`/client/v1/recipients/${created.id}`)).json() as {
      full_name: string;
    };
    expect(kept.full_name).toBe('Jose Rizal Mercado');
  });
});

describe('the mobile number, the password and the authenticator', () => {
  it('asks before a verified mobile number is replaced, not when the first is set', async () => {
    // Onboarding set and verified the first number long after the sign-in would matter.
    const { browser } = await sender(t, 'profile', 'stepmobile');
    await age(browser, 10);
    const ids = await countryIdsByCode(t);
    const invalid = await browser.post('/client/v1/update-mobile-number', {
      mobile_number_country_id: ids.AU,
      mobile_number: '12',
    });
    expect(invalid.statusCode).toBe(422);
    const change = await browser.post('/client/v1/update-mobile-number', {
      mobile_number_country_id: ids.AU,
      mobile_number: '0412 999 001',
    });
    expect(change.statusCode).toBe(423);

    const { browser: newcomer } = await sender(t, 0, 'stepfirstmobile');
    await age(newcomer, 10);
    const first = await newcomer.post('/client/v1/update-mobile-number', {
      mobile_number_country_id: ids.AU,
      mobile_number: '0412 999 002',
    });
    expect(first.statusCode).toBe(200);
  });

  it('asks before the password changes', async () => {
    const { email } = await verifiedCustomer(t, 'steppassword');
    const browser = await signedIn(t, email);
    await age(browser, 6);
    const change = await browser.post('/client/v1/change-password', {
      current_password: 'Correct-horse-1',
      password: 'Another-horse-2',
      confirm_password: 'Another-horse-2',
    });
    expect(change.statusCode).toBe(423);
    // Still the old password, and still signed in.
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(200);
  });

  it('asks an authenticator user for the app, never a mail, and takes each code once', async () => {
    const { email, customerId } = await verifiedCustomer(t, 'steptotp');
    const browser = await signedIn(t, email);
    const begin = (await browser.post('/client/v1/mfa/totp')).json() as { secret: string };
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(begin.secret) });
    const confirmed = await browser.post('/client/v1/mfa/totp/confirm', { otp: totp.generate() });
    expect(confirmed.statusCode).toBe(200);
    await age(browser, 6);

    const disable = await browser.delete('/client/v1/mfa/totp', {
      payload: { current_password: 'Correct-horse-1' },
    });
    expect(disable.statusCode).toBe(423);
    expect(disable.json().step_up).toEqual({ method: 'totp', passkey: false });

    const mail = await browser.post('/client/v1/step-up/code');
    expect(mail.statusCode).toBe(422);
    expect(mail.json().errors.otp).toEqual(['Use the code from your authenticator app.']);

    // The enrolment's code was seen already: it does not work twice.
    const code = totp.generate();
    const replay = await browser.post('/client/v1/step-up', { otp: code });
    expect(replay.statusCode).toBe(422);
    // The next step's code does (one step of drift is allowed).
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await browser.post('/client/v1/step-up', { otp: next })).statusCode).toBe(204);
    const disabled = await browser.delete('/client/v1/mfa/totp', {
      payload: { current_password: 'Correct-horse-1' },
    });
    expect(disabled.statusCode).toBe(204);
    expect(await eventsOf(customerId, 'step_up_passed')).toHaveLength(1);
  });
});

describe('wrong answers', () => {
  it('end the session after five', async () => {
    const { browser, customerId } = await sender(t, 0, 'steplock');
    await age(browser, 6);
    await browser.post('/client/v1/step-up/code');
    for (let i = 0; i < 5; i++) {
      expect((await browser.post('/client/v1/step-up', { otp: '000000' })).statusCode).toBe(422);
    }
    const locked = await browser.post('/client/v1/step-up', { otp: '000000' });
    expect(locked.statusCode).toBe(429);
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(401);
    expect(await eventsOf(customerId, 'step_up_failed')).toHaveLength(5);
  });

  it('sent all at once get no more judgements than the limit', async () => {
    const { browser, customerId } = await sender(t, 0, 'stepburst');
    await age(browser, 6);
    await browser.post('/client/v1/step-up/code');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => browser.post('/client/v1/step-up', { otp: '000000' })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    // The rest are refused: too many (429), or the session those ended already (401).
    expect(statuses.filter((s) => s === 429 || s === 401)).toHaveLength(7);
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(401);
    expect(await eventsOf(customerId, 'step_up_failed')).toHaveLength(5);
  });
});
