import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { lastCodeTo } from './support/mail';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' });
});
afterAll(() => t.close());

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

describe('devices', () => {
  it('lists live sessions with browser, OS and the current one marked', async () => {
    const { email } = await verifiedCustomer(t);
    const laptop = await signedIn(t, email);
    const phone = new TestBrowser(t.app, FIREFOX_ANDROID, '198.51.100.7');
    await phone.logIn(email, PASSWORD);
    await phone.post('/client/v1/mfa', { otp: await lastCodeTo(t, email) });

    const response = await laptop.get('/client/v1/devices');
    expect(response.statusCode).toBe(200);
    const devices = response.json();
    expect(devices).toHaveLength(2);
    expect(devices.filter((d: { is_current: boolean }) => d.is_current)).toHaveLength(1);
    expect(devices).toContainEqual(
      expect.objectContaining({
        client_version: 'Firefox 133',
        os_version: 'Android 14',
        ip_address: '198.51.100.7',
        is_current: false,
      }),
    );
  });

  it('removes another device, which is signed out at its next request', async () => {
    const { email } = await verifiedCustomer(t);
    const laptop = await signedIn(t, email);
    const phone = await signedIn(t, email);
    const phoneId = (await phone.get('/client/v1/profile')).json().session.id;
    const removed = await laptop.request({ method: 'DELETE', url: `/client/v1/device/${phoneId}` });
    expect(removed.statusCode).toBe(204);
    expect((await phone.get('/client/v1/profile')).statusCode).toBe(401);
    expect((await laptop.get('/client/v1/profile')).statusCode).toBe(200);
    const events = (await laptop.get('/client/v1/security-events')).json();
    expect(events.map((e: { type: string }) => e.type)).toContain('device_removed');
  });

  it('lists this device first, then the most recently active', async () => {
    const { email } = await verifiedCustomer(t);
    const first = await signedIn(t, email);
    const second = await signedIn(t, email);
    const third = await signedIn(t, email);
    const idOf = async (browser: TestBrowser) =>
      (await browser.get('/client/v1/profile')).json().session.id as string;
    const [firstId, secondId, thirdId] = [await idOf(first), await idOf(second), await idOf(third)];
    // The first browser was active most recently of the other two.
    await t.database.db
      .update(sessions)
      .set({ touchedAt: sql`now() - interval '1 hour'` })
      .where(eq(sessions.id, thirdId));
    const listed = (await second.get('/client/v1/devices')).json() as { id: string }[];
    expect(listed.map((device) => device.id)).toEqual([secondId, firstId, thirdId]);
  });

  it('signs out every other device, keeping this one', async () => {
    const { email } = await verifiedCustomer(t);
    const laptop = await signedIn(t, email);
    const phone = await signedIn(t, email);
    const tablet = await signedIn(t, email);
    const answer = await laptop.post('/client/v1/devices/sign-out-others');
    expect(answer.statusCode).toBe(204);
    expect((await phone.get('/client/v1/profile')).statusCode).toBe(401);
    expect((await tablet.get('/client/v1/profile')).statusCode).toBe(401);
    expect((await laptop.get('/client/v1/profile')).statusCode).toBe(200);
    const devices = (await laptop.get('/client/v1/devices')).json() as { is_current: boolean }[];
    expect(devices).toEqual([expect.objectContaining({ is_current: true })]);
    const events = (await laptop.get('/client/v1/security-events')).json();
    expect(events[0]).toMatchObject({ type: 'device_removed' });

    // With no other device, nothing ends and nothing is recorded.
    expect((await laptop.post('/client/v1/devices/sign-out-others')).statusCode).toBe(204);
    expect((await laptop.get('/client/v1/security-events')).json()).toHaveLength(events.length);
  });

  it("answers 404 for another customer's device and for unknown ids", async () => {
    const mine = await signedIn(t, (await verifiedCustomer(t)).email);
    const theirs = await signedIn(t, (await verifiedCustomer(t)).email);
    const theirId = (await theirs.get('/client/v1/profile')).json().session.id;
    for (const id of [theirId, '00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const response = await mine.request({ method: 'DELETE', url: `/client/v1/device/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    expect((await theirs.get('/client/v1/profile')).statusCode).toBe(200);
  });

  it('removing the current device signs this browser out', async () => {
    const browser = await signedIn(t, (await verifiedCustomer(t)).email);
    const id = (await browser.get('/client/v1/profile')).json().session.id;
    const response = await browser.request({ method: 'DELETE', url: `/client/v1/device/${id}` });
    expect(response.statusCode).toBe(204);
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(401);
  });
});

describe('remember me', () => {
  it('keeps the session for 30 days, without the idle timeout', async () => {
    const { email } = await verifiedCustomer(t);
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const login = await browser.post('/client/v1/login', {
      email,
      password: PASSWORD,
      remember: true,
    });
    const cookie = login.cookies.find((c) => c.name === 'homeward_session');
    expect(cookie?.maxAge).toBeGreaterThan(29 * 86_400);
    await browser.post('/client/v1/mfa', { otp: await lastCodeTo(t, email) });
    await t.database.db
      .update(sessions)
      .set({ touchedAt: sql`now() - interval '3 days'` })
      .where(eq(sessions.id, login.json().session.id));
    expect((await browser.get('/client/v1/profile')).statusCode).toBe(200);
  });

  it('otherwise keeps the configured 12 hours', async () => {
    const { email } = await verifiedCustomer(t);
    const login = await new TestBrowser(t.app).logIn(email, PASSWORD);
    const cookie = login.cookies.find((c) => c.name === 'homeward_session');
    expect(cookie?.maxAge).toBeLessThanOrEqual(12 * 3600);
    expect(cookie?.maxAge).toBeGreaterThan(11 * 3600);
  });
});

describe('security events', () => {
  it("lists the customer's own events, newest first, and nobody else's", async () => {
    const { email } = await verifiedCustomer(t);
    await new TestBrowser(t.app).logIn(email, 'Wrong-passw0rd!');
    const browser = await signedIn(t, email);
    const other = await signedIn(t, (await verifiedCustomer(t)).email);
    const events = (await browser.get('/client/v1/security-events')).json();
    const types = events.map((e: { type: string }) => e.type);
    expect(types.slice(0, 3)).toEqual(['mfa_passed', 'signed_in', 'sign_in_failed']);
    expect(events[0]).toMatchObject({ client: 'Chrome 131 on Linux', ip_address: '203.0.113.10' });
    expect(types).toContain('signed_up');
    expect(types).toContain('email_verified');
    const otherIds = new Set(
      (await other.get('/client/v1/security-events')).json().map((e: { id: string }) => e.id),
    );
    expect(events.some((e: { id: string }) => otherIds.has(e.id))).toBe(false);
  });
});
