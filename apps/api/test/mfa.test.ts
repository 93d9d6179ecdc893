import * as OTPAuth from 'otpauth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { lastCodeTo, uniqueEmail } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' });
});
afterAll(() => t.close());

describe('multi-factor sign-in by email', () => {
  it('asks a verified account for an emailed code, and only then lets it in', async () => {
    const { email } = await verifiedCustomer(t);
    const browser = new TestBrowser(t.app);
    const login = await browser.logIn(email, PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json().session).toMatchObject({ mfa_method: 'email', is_mfa_completed: false });
    const pendingCookie = browser.cookies.get('homeward_session');

    // While the second factor is owed: profile answers, everything else is 401.
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(200);
    expect((await browser.get('/client/v1/devices')).statusCode).toBe(401);
    expect((await browser.get('/client/v1/security-events')).statusCode).toBe(401);

    const code = await lastCodeTo(t, email);
    const mfa = await browser.post('/client/v1/mfa', { otp: code });
    expect(mfa.statusCode).toBe(200);
    expect(mfa.json().session.is_mfa_completed).toBe(true);
    expect(browser.cookies.get('homeward_session')).not.toBe(pendingCookie);
    expect((await browser.get('/client/v1/devices')).statusCode).toBe(200);

    const replay = await t.app.inject({
      url: '/client/v1/profile',
      headers: { cookie: `homeward_session=${pendingCookie}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('does not ask an unverified account for a second factor', async () => {
    const email = uniqueEmail('unverified');
    await new TestBrowser(t.app).signUp(email, PASSWORD);
    const login = await new TestBrowser(t.app).logIn(email, PASSWORD);
    expect(login.json().session).toMatchObject({ mfa_method: null });
  });

  it('ends the session after five wrong codes', async () => {
    const { email } = await verifiedCustomer(t);
    const browser = new TestBrowser(t.app);
    await browser.logIn(email, PASSWORD);
    const code = await lastCodeTo(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < 5; i++) {
      const response = await browser.post('/client/v1/mfa', { otp: wrong });
      expect(response.statusCode).toBe(422);
    }
    const locked = await browser.post('/client/v1/mfa', { otp: wrong });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes. Please sign in again.');
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(401);
    expect((await browser.post('/client/v1/mfa', { otp: code })).statusCode).toBe(401);
  });

  it('resends the code only after the cool-down', async () => {
    const { email } = await verifiedCustomer(t);
    const browser = new TestBrowser(t.app);
    await browser.logIn(email, PASSWORD);
    const resend = await browser.post('/client/v1/resend-mfa-otp');
    expect(resend.statusCode).toBe(429);
    expect(resend.headers['retry-after']).toBeDefined();
  });

  it('needs a pending session', async () => {
    const visitor = new TestBrowser(t.app);
    await visitor.csrf();
    expect((await visitor.post('/client/v1/mfa', { otp: '123456' })).statusCode).toBe(401);
    const { email } = await verifiedCustomer(t);
    const done = await signedIn(t, email);
    const again = await done.post('/client/v1/mfa', { otp: '123456' });
    expect(again.statusCode).toBe(422);
  });
});

describe('authenticator app (TOTP)', () => {
  const totp = (secret: string) =>
    new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });

  it('enrols with a QR code, signs in with app codes and single-use recovery codes', async () => {
    const { email } = await verifiedCustomer(t, 'totp');
    const browser = await signedIn(t, email);
    const begin = await browser.post('/client/v1/mfa/totp');
    expect(begin.statusCode).toBe(200);
    const { secret, otpauth_url, qr_code } = begin.json();
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Homeward:/);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await browser.post('/client/v1/mfa/totp/confirm', { otp: '000000' });
    expect(wrong.statusCode).toBe(422);
    const confirm = await browser.post('/client/v1/mfa/totp/confirm', {
      otp: totp(secret).generate(),
    });
    expect(confirm.statusCode).toBe(200);
    const recovery: string[] = confirm.json().recovery_codes;
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);

    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(account?.mfaMethod).toBe('totp');
    expect(account?.totpSecret).not.toContain(secret);

    // Sign in with the app.
    const second = new TestBrowser(t.app);
    const login = await second.logIn(email, PASSWORD);
    expect(login.json().session.mfa_method).toBe('totp');
    const resend = await second.post('/client/v1/resend-mfa-otp');
    expect(resend.statusCode).toBe(422);
    expect(resend.json().message).toBe('Use the code from your authenticator app.');
    // The code that confirmed the app is spent; the app's next one signs in.
    const spent = await second.post('/client/v1/mfa', { otp: totp(secret).generate() });
    expect(spent.statusCode).toBe(422);
    const appCode = totp(secret).generate({ timestamp: Date.now() + 30_000 });
    expect((await second.post('/client/v1/mfa', { otp: appCode })).statusCode).toBe(200);

    // The same app code does not sign in twice.
    const replay = new TestBrowser(t.app);
    await replay.logIn(email, PASSWORD);
    const replayed = await replay.post('/client/v1/mfa', { otp: appCode });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().errors.otp).toEqual(['The code is incorrect.']);

    // Sign in with a recovery code, typed loosely; it works once.
    const third = new TestBrowser(t.app);
    await third.logIn(email, PASSWORD);
    const loose = recovery[0]?.toLowerCase().replace('-', ' ');
    expect((await third.post('/client/v1/mfa', { otp: loose })).statusCode).toBe(200);
    const fourth = new TestBrowser(t.app);
    await fourth.logIn(email, PASSWORD);
    expect((await fourth.post('/client/v1/mfa', { otp: recovery[0] })).statusCode).toBe(422);

    // Turning it off needs the password.
    const off = await browser.request({
      method: 'DELETE',
      url: '/client/v1/mfa/totp',
      payload: { current_password: 'Wrong-password-1' },
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.current_password).toEqual(['The current password is incorrect.']);
    const offOk = await browser.request({
      method: 'DELETE',
      url: '/client/v1/mfa/totp',
      payload: { current_password: PASSWORD },
    });
    expect(offOk.statusCode).toBe(204);
    const fifth = new TestBrowser(t.app);
    expect((await fifth.logIn(email, PASSWORD)).json().session.mfa_method).toBe('email');
  });

  it('refuses to confirm without a started enrolment', async () => {
    const { email } = await verifiedCustomer(t);
    const browser = await signedIn(t, email);
    const response = await browser.post('/client/v1/mfa/totp/confirm', { otp: '123456' });
    expect(response.statusCode).toBe(422);
  });
});
