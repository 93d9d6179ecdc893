import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, devOutbox, securityEvents, transfers } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn, verifiedCustomer } from './support/customers';
import { drainJobs } from './support/mail';
import { paidTransfer, sendingMoney } from './support/transfers';
import { philippineRecipient, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Notification preferences (issue 19 items 1 and 2): every kind × channel that exists, email and
 * push on by default and texts off; a kind turned off is not sent on that channel, security
 * email cannot be turned off, mail that is not a notification (codes, refunds) is sent whatever
 * the customer chose, and transfer updates go by text when the customer asks for them.
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
  it('are email and push on and texts off by default, security email locked', async () => {
    const { email } = await verifiedCustomer(t, 'prefs');
    const browser = await signedIn(t, email);
    const answer = await browser.get(PATH);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      preferences: [
        { kind: 'transfer_updates', channel: 'email', enabled: true, locked: false },
        { kind: 'transfer_updates', channel: 'sms', enabled: false, locked: false },
        { kind: 'transfer_updates', channel: 'push', enabled: true, locked: false },
        { kind: 'documents', channel: 'email', enabled: true, locked: false },
        { kind: 'documents', channel: 'push', enabled: true, locked: false },
        { kind: 'security', channel: 'email', enabled: true, locked: true },
        { kind: 'security', channel: 'push', enabled: true, locked: false },
        { kind: 'rate_alerts', channel: 'email', enabled: true, locked: false },
        { kind: 'rate_alerts', channel: 'sms', enabled: false, locked: false },
        { kind: 'rate_alerts', channel: 'push', enabled: true, locked: false },
        { kind: 'scheduled_transfers', channel: 'email', enabled: true, locked: false },
        { kind: 'scheduled_transfers', channel: 'sms', enabled: false, locked: false },
        { kind: 'scheduled_transfers', channel: 'push', enabled: true, locked: false },
      ],
      // No confirmed mobile number yet: texts cannot reach them, and the answer says why.
      channels: [
        { channel: 'email', available: true, note: null },
        {
          channel: 'sms',
          available: false,
          note: 'Add and confirm a mobile number in your profile to get texts.',
        },
        { channel: 'push', available: true, note: null },
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
      ['transfer_updates', 'fax'],
      // A pair Homeward has no message for: nothing would ever be sent.
      ['documents', 'sms'],
      ['security', 'sms'],
    ] as const) {
      const refused = await turn(browser, kind, true, channel);
      expect(refused.statusCode, `${kind} ${channel}`).toBe(422);
    }
    expect((await turn(browser, 'documents', true, 'sms')).json().message).toMatch(
      /We do not send that kind of message by text message/,
    );
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
    expect(now.filter((p: { channel: string }) => p.channel === 'email')).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'documents', enabled: true })]),
    );
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

describe('texts of transfer status', () => {
  /** The texts kept in the development outbox for a number, oldest first. */
  async function textsTo(number: string) {
    await drainJobs(t);
    const texts = await t.database.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, number), eq(devOutbox.channel, 'sms')))
      .orderBy(devOutbox.createdAt);
    return texts.map((sms) => sms.text);
  }

  async function mobileOf(customerId: string) {
    const [row] = await t.database.db
      .select({ mobileNumber: accounts.mobileNumber })
      .from(accounts)
      .where(eq(accounts.customerId, customerId));
    if (!row?.mobileNumber) throw new Error('The sender has no confirmed mobile number.');
    return row.mobileNumber;
  }
  async function trackingNumberOf(transferId: string) {
    const [row] = await t.database.db
      .select({ trackingNumber: transfers.trackingNumber })
      .from(transfers)
      .where(eq(transfers.id, transferId));
    if (!row) throw new Error(`No transfer ${transferId}.`);
    return row.trackingNumber;
  }

  it('are sent only when the customer turned them on, short and without a link', async () => {
    const customer = await sender(t, 2);
    const number = await mobileOf(customer.customerId);
    const recipient = await philippineRecipient(customer.browser);
    const quiet = await textsTo(number);
    // Off by default: a paid transfer sends no text (the sign-up code is the only one).
    await paidTransfer(t, customer.browser, recipient.id, '100');
    expect(await textsTo(number)).toEqual(quiet);

    const prefs = (await customer.browser.get(PATH)).json();
    expect(prefs.channels[1]).toEqual({ channel: 'sms', available: true, note: null });
    expect((await turn(customer.browser, 'transfer_updates', true, 'sms')).statusCode).toBe(200);
    const tracking = await trackingNumberOf(
      await paidTransfer(t, customer.browser, recipient.id, '100'),
    );
    const texts = (await textsTo(number)).slice(quiet.length);
    expect(texts).toEqual([
      `Homeward: We have your payment for Maria Santos Cruz. Transfer ${tracking}.`,
      `Homeward: Maria Santos Cruz has the money. Transfer ${tracking}.`,
    ]);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text).not.toMatch(/https?:/);
    }
  });

  it('are one per event when the step runs again', async () => {
    const customer = await sender(t, 2);
    const number = await mobileOf(customer.customerId);
    await turn(customer.browser, 'transfer_updates', true, 'sms');
    const recipient = await philippineRecipient(customer.browser);
    const before = (await textsTo(number)).length;
    const transferId = await paidTransfer(t, customer.browser, recipient.id, '100');
    // The same notice again, as a redelivered webhook would send it.
    await t.database.db.transaction((tx) =>
      t.app.deps.notifications.notify(
        customer.customerId,
        () => ({
          mail: { to: customer.email, message: { template: 'password-changed' } },
          sms: 'again',
        }),
        tx,
        `${transferId}:paid`,
      ),
    );
    const texts = (await textsTo(number)).slice(before);
    expect(texts.filter((text) => text.includes('We have your payment'))).toHaveLength(1);
    expect(texts).not.toContain('again');
  });

  it('are not sent to a customer without a confirmed mobile number', async () => {
    const { email, customerId } = await verifiedCustomer(t, 'prefs');
    const browser = await signedIn(t, email);
    expect((await turn(browser, 'transfer_updates', true, 'sms')).statusCode).toBe(200);
    const sent = await t.database.db.transaction((tx) =>
      t.app.deps.notifications.notify(
        customerId,
        () => ({
          mail: {
            to: email,
            message: {
              template: 'transfer-status',
              status: 'completed',
              trackingNumber: 'HW-TEST',
              recipientName: 'Maria',
              charged: '100 AUD',
              receives: '3,000 PHP',
              reason: null,
              link: 'http://localhost/transaction/x',
            },
          },
          sms: 'Homeward: Maria has the money.',
        }),
        tx,
      ),
    );
    expect(sent).toEqual(['email']);
  });
});
