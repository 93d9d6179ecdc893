import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, securityEvents } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { drainJobs } from './support/mail';
import { paidTransfer, sendingMoney } from './support/transfers';
import { philippineRecipient, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Notification preferences (issue 19 item 1): every kind × channel that exists, on by default;
 * a kind turned off is not mailed, security email cannot be turned off, and mail that is not a
 * notification (codes, refunds) is sent whatever the customer chose.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(sendingMoney);
});
afterAll(() => t.close());

const PATH = '/client/v1/notification-preferences';

const turn = (browser: TestBrowser, kind: string, enabled: boolean, channel = 'email') =>
  browser.put(PATH, { preferences: [{ kind, channel, enabled }] });

async function subjectsTo(email: string) {
  await drainJobs(t);
  const mails = await t.database.db.select().from(devOutbox).where(eq(devOutbox.to, email));
  return mails.map((mail) => mail.subject);
}

describe('notification preferences', () => {
  it('are all on by default, security email locked', async () => {
    const { email } = await verifiedCustomer(t, 'prefs');
    const browser = await signedIn(t, email);
    const answer = await browser.get(PATH);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      preferences: [
        { kind: 'transfer_updates', channel: 'email', enabled: true, locked: false },
        { kind: 'documents', channel: 'email', enabled: true, locked: false },
        { kind: 'security', channel: 'email', enabled: true, locked: true },
      ],
    });
  });

  it('keep a change, answer every preference, and record it in the security activity', async () => {
    const { email, customerId } = await verifiedCustomer(t, 'prefs');
    const browser = await signedIn(t, email);
    const changed = await turn(browser, 'transfer_updates', false);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().preferences[0]).toEqual({
      kind: 'transfer_updates',
      channel: 'email',
      enabled: false,
      locked: false,
    });
    expect((await browser.get(PATH)).json().preferences[0].enabled).toBe(false);
    expect((await turn(browser, 'transfer_updates', true)).json().preferences[0].enabled).toBe(
      true,
    );
    const recorded = await t.database.db
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.customerId, customerId),
          eq(securityEvents.type, 'notification_preferences_changed'),
        ),
      );
    expect(recorded).toHaveLength(2);
  });

  it('refuse unknown kinds and channels, and turning security email off, with 422', async () => {
    const { email } = await verifiedCustomer(t, 'prefs');
    const browser = await signedIn(t, email);
    for (const [kind, channel] of [
      ['product_news', 'email'],
      ['rate_alerts', 'email'],
      ['transfer_updates', 'sms'],
      ['transfer_updates', 'push'],
    ] as const) {
      const refused = await turn(browser, kind, false, channel);
      expect(refused.statusCode, `${kind} ${channel}`).toBe(422);
    }
    const security = await turn(browser, 'security', false);
    expect(security.statusCode).toBe(422);
    expect(security.json().message).toMatch(/Security emails cannot be turned off/);
    // All or nothing: a list with one refused change saves none of it.
    const mixed = await browser.put(PATH, {
      preferences: [
        { kind: 'documents', channel: 'email', enabled: false },
        { kind: 'security', channel: 'email', enabled: false },
      ],
    });
    expect(mixed.statusCode).toBe(422);
    const now = (await browser.get(PATH)).json().preferences;
    expect(now.every((p: { enabled: boolean }) => p.enabled)).toBe(true);
  });

  it('need a signed-in customer', async () => {
    const visitor = new TestBrowser(t.app);
    expect((await visitor.get(PATH)).statusCode).toBe(401);
  });
});

describe('the notification service', () => {
  it('sends no transfer updates when they are off, but still sends security mail', async () => {
    const customer = await sender(t, 2);
    expect((await turn(customer.browser, 'transfer_updates', false)).statusCode).toBe(200);
    const recipient = await philippineRecipient(customer.browser);
    await drainJobs(t);
    const before = await subjectsTo(customer.email);
    await paidTransfer(t, customer.browser, recipient.id, '100');
    const after = (await subjectsTo(customer.email)).slice(before.length);
    expect(after.filter((s) => /We have your payment|has the money/.test(s))).toEqual([]);

    const changed = await customer.browser.post('/client/v1/change-password', {
      current_password: PASSWORD,
      password: 'Another-horse-2',
      confirm_password: 'Another-horse-2',
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expect(await subjectsTo(customer.email)).toContain('Your Homeward password was changed');
  });

  it('sends transfer updates by default', async () => {
    const customer = await sender(t, 2);
    const recipient = await philippineRecipient(customer.browser);
    await paidTransfer(t, customer.browser, recipient.id, '100');
    const subjects = await subjectsTo(customer.email);
    expect(subjects.some((s) => s.startsWith('We have your payment'))).toBe(true);
    expect(subjects.some((s) => s.endsWith('has the money'))).toBe(true);
  });
});
