import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, staffAuditEvents } from '../src/db/schema';
import { keyring } from '../src/lib/keyring';
import { newDeviceNotices } from '../src/modules/devices/new-device';
import { sign, SIGNATURE_HEADER } from '../src/modules/payments/sandbox';
import { signedEventsQuery } from '../src/modules/realtime/signatures';
import type { Notifications } from '../src/modules/notifications/service';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { lastCodeTo } from './support/mail';
import { opsLines } from './support/ops';
import { signedInStaff, StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';

const newKey = () => `base64:${randomBytes(32).toString('base64')}`;
const OLD_KEY = newKey();
const NEW_KEY = newKey();
const limits = { SIGNUP_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' };

const totp = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
const totpCode = (secret: string, stepsAhead: number) =>
  totp(secret).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** The same browser (its cookies) on another node. */
function movedTo(browser: TestBrowser, node: TestApp): TestBrowser {
  const moved = new TestBrowser(node.app);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

/** Signs in with the password then `otp`: the second step's status. */
async function signInWith(node: TestApp, email: string, otp: string): Promise<number> {
  const browser = new TestBrowser(node.app);
  await browser.logIn(email, PASSWORD);
  return (await browser.post('/client/v1/mfa', { otp })).statusCode;
}

// Every node shares the database of the first, which runs under the old key.
let before: TestApp;
beforeAll(async () => {
  before = await createTestApp({ ...limits, APP_KEY: OLD_KEY });
});
afterAll(() => before.close());
const node = (env: { APP_KEY: string; APP_PREVIOUS_KEYS?: string }) =>
  createTestApp({ ...limits, ...env }, { sharing: before });

describe('rotating APP_KEY', () => {
  it('keeps authenticators working through a rotation, re-sealed by keys:reseal', async () => {
    const { email } = await verifiedCustomer(before, 'rotating');
    const browser = await signedIn(before, email);
    const { secret } = (await browser.post('/client/v1/mfa/totp')).json();
    const confirm = await browser.post('/client/v1/mfa/totp/confirm', { otp: totpCode(secret, 0) });
    expect(confirm.statusCode).toBe(200);
    const recovery: string[] = confirm.json().recovery_codes;
    const staff = await signedInStaff(before, ['support'], 'rotating');

    const rotated = await node({ APP_KEY: NEW_KEY, APP_PREVIOUS_KEYS: OLD_KEY });
    try {
      // Sealed and digested under the old key, read under the new one's ring.
      expect(await signInWith(rotated, email, totpCode(secret, 1))).toBe(200);
      expect(await signInWith(rotated, email, recovery[0] ?? '')).toBe(200);

      const run = opsLines(rotated, ['admin']);
      await expect(run('keys:check')).rejects.toThrow(
        /still sealed under a previous key: run keys:reseal/,
      );
      const resealed = await run('keys:reseal', '--batch', '1');
      expect(resealed).toContain(
        'customer authenticators: 1 checked, 1 re-sealed, 0 changed meanwhile, 0 unreadable',
      );
      // The staff member of the old key; the ops token's own staff member is under the new one.
      expect(resealed).toContain(
        'staff authenticators: 2 checked, 1 re-sealed, 0 changed meanwhile, 0 unreadable',
      );
      // Idempotent: nothing left to re-seal.
      for (const line of await run('keys:reseal')) expect(line).toMatch(/ 0 re-sealed/);
      expect(await run('keys:check')).toEqual([
        'customer authenticators: 1 under APP_KEY, 0 under a previous key, 0 unreadable',
        'customer authenticators being set up: 0 under APP_KEY, 0 under a previous key, 0 unreadable',
        'staff authenticators: 2 under APP_KEY, 0 under a previous key, 0 unreadable',
        'Nothing is sealed under a previous key: it can leave APP_PREVIOUS_KEYS.',
      ]);
      const audited = await before.database.db
        .select()
        .from(staffAuditEvents)
        .where(eq(staffAuditEvents.action, 'keys.reseal'));
      expect(audited).toHaveLength(2);
      expect(JSON.stringify(audited[0]?.after)).not.toContain(secret);
    } finally {
      await rotated.close();
    }

    // Later, as far as the replay guard knows: the codes of the next steps are not spent.
    await before.database.db
      .update(accounts)
      .set({ totpLastStep: null })
      .where(eq(accounts.email, email));
    const after = await node({ APP_KEY: NEW_KEY });
    try {
      expect(await signInWith(after, email, totpCode(secret, 1))).toBe(200);
      await new StaffBrowser(after, staff.email, staff.totpSecret).signIn(1);
      // Recovery codes are digests of a code we do not keep: those made before the rotation
      // end with the old key (docs/operations.md says so, and how long to keep it).
      expect(await signInWith(after, email, recovery[1] ?? '')).toBe(422);
    } finally {
      await after.close();
    }
  });

  it('says which values no key opens when a key is dropped before keys:reseal', async () => {
    const { email } = await verifiedCustomer(before, 'dropped-early');
    const browser = await signedIn(before, email);
    const { secret } = (await browser.post('/client/v1/mfa/totp')).json();
    await browser.post('/client/v1/mfa/totp/confirm', { otp: totpCode(secret, 0) });
    const dropped = await node({ APP_KEY: NEW_KEY });
    try {
      await expect(opsLines(dropped, ['admin'])('keys:check')).rejects.toThrow(
        /no configured key opens: was a key dropped too early\? Put it back in APP_PREVIOUS_KEYS/,
      );
    } finally {
      await dropped.close();
    }
  });

  it('accepts an emailed code and the anti-forgery token of the old key during the overlap', async () => {
    const { email } = await verifiedCustomer(before, 'overlap');
    const browser = new TestBrowser(before.app);
    await browser.logIn(email, PASSWORD);
    const code = await lastCodeTo(before, email);
    const oldToken = browser.cookies.get('XSRF-TOKEN') ?? '';

    const rotated = await node({ APP_KEY: NEW_KEY, APP_PREVIOUS_KEYS: OLD_KEY });
    try {
      const moved = movedTo(browser, rotated);
      // The browser's next request swaps its token for one under the new key.
      expect((await moved.get('/client/v1/profile')).statusCode).toBe(200);
      expect(moved.cookies.get('XSRF-TOKEN')).not.toBe(oldToken);
      const mfa = await moved.post(
        '/client/v1/mfa',
        { otp: code },
        { headers: { 'x-xsrf-token': oldToken } },
      );
      expect(mfa.statusCode).toBe(200);
    } finally {
      await rotated.close();
    }
  });

  it('refuses the old key’s code and token once the key is gone', async () => {
    const { email } = await verifiedCustomer(before, 'gone');
    const browser = new TestBrowser(before.app);
    await browser.logIn(email, PASSWORD);
    const code = await lastCodeTo(before, email);

    const after = await node({ APP_KEY: NEW_KEY });
    try {
      const moved = movedTo(browser, after);
      expect((await moved.post('/client/v1/mfa', { otp: code })).statusCode).toBe(419);
      // The refusal brought a token under the new key: the SPA's retry gets through to the code.
      const refused = await moved.post('/client/v1/mfa', { otp: code });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.otp).toEqual(['The code is incorrect.']);
    } finally {
      await after.close();
    }
  });
});

describe('provider secrets derived from APP_KEY through a rotation', () => {
  /** A sandbox webhook signed with the old key's secret: its body is no event, on purpose. */
  const oldWebhook = (node: TestApp) => {
    const signedAt = Math.floor(Date.now() / 1000);
    const secret = before.app.deps.config.payments.sandboxWebhookSecret;
    return node.app.inject({
      method: 'POST',
      url: '/webhooks/payments/sandbox',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: `t=${signedAt},v1=${sign(secret, signedAt, '{}')}`,
      },
      payload: '{}',
    });
  };
  /** A Pusher HTTP API call signed with the old key's app secret. */
  const oldPublish = (node: TestApp) => {
    const body = JSON.stringify({ name: 'hello', data: '{}', channels: ['announcements'] });
    const { realtime } = node.app.deps.config;
    const query = signedEventsQuery(
      { ...realtime, secret: before.app.deps.config.realtime.secret },
      body,
    );
    return node.app.inject({
      method: 'POST',
      url: `/apps/${realtime.appId}/events?${query}`,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
  };

  it('accepts the old secrets during the overlap, and not after', async () => {
    const rotated = await node({ APP_KEY: NEW_KEY, APP_PREVIOUS_KEYS: OLD_KEY });
    try {
      // Past the signature: the body is what it refuses.
      expect((await oldWebhook(rotated)).json().message).toBe(
        'The webhook body is not a sandbox event.',
      );
      expect((await oldPublish(rotated)).statusCode).toBe(200);
    } finally {
      await rotated.close();
    }
    const after = await node({ APP_KEY: NEW_KEY });
    try {
      expect((await oldWebhook(after)).json().message).toBe(
        'The webhook signature does not match.',
      );
      expect((await oldPublish(after)).statusCode).toBe(401);
    } finally {
      await after.close();
    }
  });
});

describe('the known-device cookie through a rotation', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const devices = (keys: ReturnType<typeof keyring>) => {
    const mailed: string[] = [];
    const notices = newDeviceNotices({
      keys,
      appUrl: 'https://homeward.test',
      notifications: {
        notify: async (customerId: string) => {
          mailed.push(customerId);
        },
      } as unknown as Notifications,
      emailOf: async () => 'customer@example.com',
    });
    return { notices, mailed };
  };
  const session = {
    id: '0b7c2a3e-3c5e-4a4e-9a55-0d1f1b0b9a01',
    customerId: '9d6f0c5e-2f0e-4a3b-8a57-4a3c2b1d0e0f',
    clientVersion: 'Firefox 140',
    osVersion: 'Linux',
  };
  const meta = (cookie: string | undefined) => ({ ipAddress: '203.0.113.9', cookie });

  it('knows the browser during the overlap and re-signs its cookie under APP_KEY', async () => {
    const cookie = await devices(keyring(oldKey)).notices.signedIn(session, meta(undefined));
    const rotated = devices(keyring(newKey, [oldKey]));
    const resigned = await rotated.notices.signedIn(session, meta(cookie));
    expect(rotated.mailed).toEqual([]);
    // Re-signed under the new key alone, so the browser stays known once the old key goes.
    const after = devices(keyring(newKey));
    await after.notices.signedIn(session, meta(resigned));
    expect(after.mailed).toEqual([]);
    // A cookie only the old key signed is a new device once the key is gone.
    await after.notices.signedIn(session, meta(cookie));
    expect(after.mailed).toEqual([session.customerId]);
  });

  it('accepts the sign-out link of an email sent before the rotation during the overlap only', () => {
    const token = devices(keyring(oldKey)).notices.linkToken(session.id);
    expect(devices(keyring(newKey, [oldKey])).notices.isLinkToken(session.id, token)).toBe(true);
    expect(devices(keyring(newKey)).notices.isLinkToken(session.id, token)).toBe(false);
  });
});
