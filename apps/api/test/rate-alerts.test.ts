import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, devOutbox, quotes } from '../src/db/schema';
import { customerRepository } from '../src/modules/customers/repository';
import { alertCustomer, rateAlertChecks } from '../src/modules/rate-alerts/checks';
import { rateAlertRepository } from '../src/modules/rate-alerts/repository';
import { customerRateOf } from '../src/modules/pricing/price';
import type { TestBrowser } from './support/browser';
import { drainJobs } from './support/mail';
import { corridorTo, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { confirmedTransfer, sendingMoney } from './support/transfers';

const PATH = '/client/v1/rate-alerts';

let t: TestApp;
let phCorridor: number;
beforeAll(async () => {
  t = await createTestApp(sendingMoney);
  await t.app.deps.pricing.setRate('AUD', 'PHP', '38', 'ops:test');
  await drainJobs(t);
});
afterAll(() => t.close());

interface Alert {
  id: string;
  target_rate: string;
  current_rate: string | null;
  reached: boolean;
  last_notified_on: string | null;
  corridor: { id: number; open: boolean; destination_currency: string };
}

const list = async (browser: TestBrowser) =>
  (await browser.get(PATH)).json() as { data: Alert[]; limit: number };

/** AUD → PHP at the mid rate 38, after the corridor's margin. */
async function todaysRate() {
  const entry = await t.app.deps.pricing.corridor(phCorridor);
  return customerRateOf('38', entry?.corridor.marginPercent ?? '0');
}

async function mailsTo(email: string) {
  await drainJobs(t);
  return t.database.db.select().from(devOutbox).where(eq(devOutbox.to, email));
}

const alertMails = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Your rate is here'));

/** The checks as the app makes them, on a clock of the test's choosing (jobs are not involved). */
function checksAt(at: Date) {
  const { pricing, quotes: quoteService, notifications } = t.app.deps;
  const db = t.database.db;
  return rateAlertChecks({
    jobs: { register: () => undefined, enqueue: async () => false },
    alerts: rateAlertRepository(db),
    alertsIn: rateAlertRepository,
    transaction: (work) => db.transaction(work),
    pricing,
    quotes: quoteService,
    customer: alertCustomer(customerRepository(db)),
    notifications,
    settings: { appUrl: 'http://homeward.test', sweepMinutes: 15 },
    log: () => undefined,
    now: () => at,
  });
}

/** Moves the mid-market rate as an approved proposal does (pricing.setRate). */
async function moveRate(rate: string) {
  await t.app.deps.pricing.setRate('AUD', 'PHP', rate, 'ops:test');
  await drainJobs(t);
}

describe('rate alerts', () => {
  let customer: Awaited<ReturnType<typeof sender>>;
  beforeAll(async () => {
    customer = await sender(t, 2, 'alerts');
    phCorridor = await corridorTo(customer.browser, 'PH', 'PHP');
  });

  it('are added on an open corridor and listed with today’s rate beside the target', async () => {
    const today = await todaysRate();
    const target = today.plus(1).toString();
    const created = await customer.browser.post(PATH, {
      corridor_id: phCorridor,
      target_rate: target,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { data, limit } = await list(customer.browser);
    expect(limit).toBe(10);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      target_rate: target,
      current_rate: today.toString(),
      reached: false,
      last_notified_on: null,
      corridor: { id: phCorridor, open: true, destination_currency: 'PHP' },
    });
    expect((await customer.browser.delete(`${PATH}/${data[0]?.id}`)).statusCode).toBe(204);
  });

  it('refuse bad input with a clear 422 and save nothing', async () => {
    const today = await todaysRate();
    const cases: [unknown, string, RegExp][] = [
      [{ target_rate: '40' }, 'corridor_id', /Choose where you send money/],
      [{ corridor_id: 'PH', target_rate: '40' }, 'corridor_id', /Choose where you send money/],
      [{ corridor_id: phCorridor }, 'target_rate', /Give the rate you are waiting for/],
      [{ corridor_id: phCorridor, target_rate: 'lots' }, 'target_rate', /as a number/],
      [{ corridor_id: phCorridor, target_rate: '-38' }, 'target_rate', /as a number/],
      [{ corridor_id: phCorridor, target_rate: '0' }, 'target_rate', /above zero/],
      [{ corridor_id: phCorridor, target_rate: '38.1234567' }, 'target_rate', /at most 6 decimals/],
      [{ corridor_id: 999_999, target_rate: '40' }, 'corridor_id', /do not send money there/],
      // Beyond half of today's rate either way: a slip, not a wish.
      [
        { corridor_id: phCorridor, target_rate: today.times(1.6).toFixed(2) },
        'target_rate',
        /Choose a rate between/,
      ],
      [
        { corridor_id: phCorridor, target_rate: today.times(0.4).toFixed(2) },
        'target_rate',
        /Choose a rate between/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const refused = await customer.browser.post(PATH, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().errors[field]?.[0], refused.body).toMatch(message);
    }
    expect((await list(customer.browser)).data).toHaveLength(0);
  });

  it('refuse a closed corridor, and one closed after the alert is kept but never fires', async () => {
    const today = await todaysRate();
    const kept = await customer.browser.post(PATH, {
      corridor_id: phCorridor,
      target_rate: today.plus('0.01').toString(),
    });
    expect(kept.statusCode).toBe(201);
    await t.app.deps.pricing.changeCorridor(phCorridor, { enabled: false });
    try {
      const refused = await customer.browser.post(PATH, {
        corridor_id: phCorridor,
        target_rate: '40',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.corridor_id[0]).toBe(
        'We do not send money there at the moment.',
      );
      await moveRate('39');
      expect(await alertMails(customer.email)).toHaveLength(0);
      const [shown] = (await list(customer.browser)).data;
      expect(shown).toMatchObject({
        corridor: { open: false },
        current_rate: null,
        reached: false,
      });
    } finally {
      await t.app.deps.pricing.changeCorridor(phCorridor, { enabled: true });
      await moveRate('38');
    }
    expect((await list(customer.browser)).data).toHaveLength(1);
    await customer.browser.delete(`${PATH}/${kept.json().id}`);
    expect(await alertMails(customer.email)).toHaveLength(0);
  });

  it('are at most 10 per customer', async () => {
    const other = await sender(t, 2, 'alerts-cap');
    for (let n = 0; n < 10; n += 1) {
      const added = await other.browser.post(PATH, {
        corridor_id: phCorridor,
        target_rate: `${40 + n}`,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const eleventh = await other.browser.post(PATH, { corridor_id: phCorridor, target_rate: '41' });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().errors.corridor_id[0]).toMatch(/10 rate alerts at most/);
    expect((await list(other.browser)).data).toHaveLength(10);
  });

  it('are removed only by their customer', async () => {
    const created = await customer.browser.post(PATH, {
      corridor_id: phCorridor,
      target_rate: '40',
    });
    const id = created.json().id as string;
    const stranger = await sender(t, 2, 'alerts-stranger');
    expect((await stranger.browser.delete(`${PATH}/${id}`)).statusCode).toBe(404);
    expect((await list(customer.browser)).data.map((a) => a.id)).toContain(id);
    expect((await customer.browser.delete(`${PATH}/${id}`)).statusCode).toBe(204);
    expect((await customer.browser.delete(`${PATH}/${id}`)).statusCode).toBe(404);
    expect((await customer.browser.delete(`${PATH}/not-an-id`)).statusCode).toBe(404);
  });
});

describe('a rate alert that is reached', () => {
  it('notifies once a day with a ready quote for the last amount sent, and again the next day', async () => {
    // A customer who sent AUD 321 to the Philippines: the ready quote sends that again.
    const { browser, email, customerId } = await confirmedTransfer(t, { amount: '321' });
    const today = await todaysRate();
    const target = today.plus('0.5').toString();
    const created = await browser.post(PATH, { corridor_id: phCorridor, target_rate: target });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    // Not there yet: a smaller move tells no one.
    await moveRate('38.1');
    expect(await alertMails(email)).toHaveLength(0);

    await moveRate('39');
    const [mail, ...more] = await alertMails(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toMatch(/^Your rate is here: 1 AUD = [\d.]+ PHP$/);
    expect(mail?.text).toContain(`your alert asked for ${target} PHP or better`);
    expect(mail?.text).toContain('send AUD 321.00');
    const quoteId = /\/transfer\/([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];
    const [quote] = await t.database.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, quoteId ?? ''), eq(quotes.customerId, customerId)));
    expect(quote).toMatchObject({ sendMinor: 32_100, payoutMethod: 'bank_account' });
    // The link opens the customer's own quote in the wizard.
    const opened = await browser.get(`/client/v1/quotes/${quoteId}`);
    expect(opened.statusCode).toBe(200);
    const shown = (await list(browser)).data.find((a) => a.id === id);
    expect(shown?.reached).toBe(true);
    // Today as the check saw it: a run across 00:00 UTC may have it a minute ago.
    expect([
      new Date(Date.now() - 60_000).toISOString().slice(0, 10),
      new Date().toISOString().slice(0, 10),
    ]).toContain(shown?.last_notified_on);

    // The same day, however the rate moves: no second notification.
    await moveRate('39.5');
    await moveRate('39.6');
    expect(await alertMails(email)).toHaveLength(1);

    // The next day, still reached: told again, once. The checks' own clock, a day on.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const checks = checksAt(tomorrow);
    await checks.check({ slot: tomorrow.toISOString() });
    await checks.check({ slot: tomorrow.toISOString() });
    expect(await alertMails(email)).toHaveLength(2);
    expect((await list(browser)).data.find((a) => a.id === id)?.last_notified_on).toBe(
      tomorrow.toISOString().slice(0, 10),
    );
    await moveRate('38');
  });

  it('is texted too when the customer chose texts for rate alerts, once, with no link', async () => {
    const { browser, customerId } = await sender(t, 2, 'alerts-sms');
    const [account] = await t.database.db
      .select({ mobileNumber: accounts.mobileNumber })
      .from(accounts)
      .where(eq(accounts.customerId, customerId));
    const number = account?.mobileNumber ?? '';
    const on = await browser.put('/client/v1/notification-preferences', {
      preferences: [{ kind: 'rate_alerts', channel: 'sms', enabled: true }],
    });
    expect(on.statusCode).toBe(200);
    const today = await todaysRate();
    await browser.post(PATH, {
      corridor_id: phCorridor,
      target_rate: today.plus('0.5').toString(),
    });
    await moveRate('39');
    await moveRate('39.2');
    const texts = (await mailsTo(number)).filter((sms) => sms.channel === 'sms');
    const alerts = texts.filter((sms) => sms.text.includes('your rate is here'));
    expect(alerts.map((sms) => sms.text)).toEqual([
      expect.stringMatching(
        /^Homeward: your rate is here, 1 AUD = [\d.]+ PHP\. A price is ready for you in the app\.$/,
      ),
    ]);
    await moveRate('38');
  });

  it('is the customer’s choice: with rate alerts off, no email', async () => {
    const { browser, email } = await sender(t, 2, 'alerts-off');
    const off = await browser.put('/client/v1/notification-preferences', {
      preferences: [{ kind: 'rate_alerts', channel: 'email', enabled: false }],
    });
    expect(off.statusCode).toBe(200);
    const today = await todaysRate();
    await browser.post(PATH, {
      corridor_id: phCorridor,
      target_rate: today.plus('0.5').toString(),
    });
    await moveRate('39');
    expect(await alertMails(email)).toHaveLength(0);
    await moveRate('38');
  });

  it('tells no one of a price they cannot send today, and prices it once that day', async () => {
    // Onboarded but not verified: every quote carries a limit stop.
    const { browser, email, customerId } = await sender(t, 'profile', 'alerts-stopped');
    const today = await todaysRate();
    const created = await browser.post(PATH, {
      corridor_id: phCorridor,
      target_rate: today.plus('0.5').toString(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const priced = async () =>
      (await t.database.db.select().from(quotes).where(eq(quotes.customerId, customerId))).length;
    const before = await priced();
    await moveRate('39');
    await moveRate('39.2');
    expect(await alertMails(email)).toHaveLength(0);
    expect(await priced()).toBe(before + 1);
    await moveRate('38');
  });
});
