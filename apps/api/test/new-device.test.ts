import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, securityEvents } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { drainJobs, lastCodeTo } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Signing in from a browser that has not signed in to the account before mails the customer,
 * with a link that signs that browser out; "sign out everywhere" ends every session.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' });
});
afterAll(() => t.close());

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const NEW_DEVICE = 'New sign-in to your Homeward account';

async function noticesTo(email: string) {
  await drainJobs(t);
  const mails = await t.database.db.select().from(devOutbox).where(eq(devOutbox.to, email));
  return mails.filter((mail) => mail.subject === NEW_DEVICE);
}

/** Password and mailed code, on a browser that may already know the account. */
async function signInOn(browser: TestBrowser, email: string) {
  await drainJobs(t);
  await browser.logIn(email, PASSWORD);
  const mfa = await browser.post('/client/v1/mfa', { otp: await lastCodeTo(t, email, 'sign-in') });
  expect(mfa.statusCode, mfa.body).toBe(200);
}

/** The session id and token in the notice's link. */
function linkIn(text: string) {
  const url = new URL(text.match(/Sign that device out: (\S+)/)?.[1] ?? '');
  expect(url.pathname).toBe('/device-sign-out');
  return {
    session_id: url.searchParams.get('session') ?? '',
    token: url.searchParams.get('token') ?? '',
  };
}

describe('the new-device email', () => {
  it('is not sent for the browser the customer signed up on, nor when it signs in again', async () => {
    const email = `newdevice.${Date.now()}@example.com`;
    const browser = new TestBrowser(t.app);
    await browser.signUp(email, PASSWORD);
    await browser.post('/client/v1/verify-email-address', {
      otp: await lastCodeTo(t, email, 'verification'),
    });
    await browser.post('/client/v1/logout');
    await signInOn(browser, email);
    expect(await noticesTo(email)).toEqual([]);
  });

  it('is sent once per new browser, after the second factor, naming it', async () => {
    const { email } = await verifiedCustomer(t, 'newdevice');
    const laptop = await signedIn(t, email);
    expect(await noticesTo(email)).toHaveLength(1);

    // A password alone (the second factor still owed) sends nothing yet.
    const phone = new TestBrowser(t.app, FIREFOX_ANDROID, '198.51.100.7');
    await drainJobs(t);
    await phone.logIn(email, PASSWORD);
    expect(await noticesTo(email)).toHaveLength(1);
    await phone.post('/client/v1/mfa', { otp: await lastCodeTo(t, email, 'sign-in') });
    const notices = await noticesTo(email);
    expect(notices).toHaveLength(2);
    const notice = notices.find((mail) => mail.text.includes('Firefox 133 on Android 14'));
    expect(notice?.text).toContain('198.51.100.7');

    // The phone signs in again: known now, no third mail.
    await phone.post('/client/v1/logout');
    await signInOn(phone, email);
    expect(await noticesTo(email)).toHaveLength(2);

    expect((await laptop.get('/client/v1/profile')).statusCode).toBe(200);
  });

  it('signs out the session it names, once; a wrong token changes nothing', async () => {
    const { email, customerId } = await verifiedCustomer(t, 'newdevicelink');
    const phone = await signedIn(t, email);
    const [notice] = await noticesTo(email);
    const link = linkIn(notice?.text ?? '');

    const stranger = new TestBrowser(t.app);
    await stranger.csrf();
    const forged = await stranger.post('/client/v1/device-sign-out', {
      ...link,
      token: `${link.token.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.token).toEqual(['This link is not valid. Open it from the email.']);
    expect((await phone.get('/client/v1/profile')).statusCode).toBe(200);

    const used = await stranger.post('/client/v1/device-sign-out', link);
    expect(used.statusCode).toBe(200);
    expect(used.json().message).toMatch(/That device is signed out/);
    expect((await phone.get('/client/v1/profile')).statusCode).toBe(401);
    const again = await stranger.post('/client/v1/device-sign-out', link);
    expect(again.statusCode).toBe(200);

    const removed = await t.database.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.customerId, customerId), eq(securityEvents.type, 'device_removed')),
      );
    expect(removed).toHaveLength(1);
  });

  it('cannot be silenced with another customer’s or a forged known-device cookie', async () => {
    const first = await verifiedCustomer(t, 'devicecookiea');
    const second = await verifiedCustomer(t, 'devicecookieb');
    const shared = await signedIn(t, first.email);
    expect(shared.cookies.get('homeward_device')).toBeDefined();
    // The same browser, now the second customer: new to them.
    await shared.post('/client/v1/logout');
    await signInOn(shared, second.email);
    expect(await noticesTo(second.email)).toHaveLength(1);

    // A cookie edited by hand counts for nothing.
    const forger = new TestBrowser(t.app);
    forger.cookies.set(
      'homeward_device',
      `${shared.cookies.get('homeward_device')?.split('~')[0]}~forged`,
    );
    await signInOn(forger, first.email);
    expect(await noticesTo(first.email)).toHaveLength(2);
  });
});

describe('sign out everywhere', () => {
  it('ends every session, this one included, and records it', async () => {
    const { email, customerId } = await verifiedCustomer(t, 'everywhere');
    const laptop = await signedIn(t, email);
    const phone = await signedIn(t, email);

    const answer = await laptop.post('/client/v1/logout-everywhere');
    expect(answer.statusCode).toBe(204);
    expect((await laptop.get('/client/v1/profile')).statusCode).toBe(401);
    expect((await phone.get('/client/v1/profile')).statusCode).toBe(401);
    // The browser carries on as a visitor: it can sign in again at once.
    await signInOn(laptop, email);
    expect((await laptop.get('/client/v1/devices')).json()).toHaveLength(1);

    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.customerId, customerId),
          eq(securityEvents.type, 'signed_out_everywhere'),
        ),
      );
    expect(events).toHaveLength(1);
  });
});
