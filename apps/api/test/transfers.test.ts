import { randomUUID } from 'node:crypto';
import { transferPageSchema, transferSchema } from '@homeward/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, quotes, transferEvents, transfers } from '../src/db/schema';
import type { TestBrowser } from './support/browser';
import { philippineBankDetails, philippineRecipient, quoteFor, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { SIGNUP_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' },
    // Every answer of this suite is checked against the OpenAPI document.
    { checkAnswers: true },
  );
});
afterAll(() => t.close());

const details = { purpose: 'family_support', source_of_funds: 'salary' };

function confirm(browser: TestBrowser, body: object, key: string | null = randomUUID()) {
  return browser.post('/client/v1/transactions', body, {
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

/** A tier-2 customer with a recipient and a fresh quote for `amount` AUD. */
async function ready(amount = '500', tier: 0 | 'profile' | 1 | 2 = 2) {
  const customer = await sender(t, tier);
  const recipient = await philippineRecipient(customer.browser);
  const quote = await quoteFor(customer.browser, amount);
  return {
    ...customer,
    recipient,
    quote,
    body: { quote_id: quote.id, recipient_id: recipient.id, ...details },
  };
}

const transferCount = (customerId: string) =>
  t.database.db.$count(transfers, eq(transfers.customerId, customerId));

describe('confirming a quote', () => {
  it('makes a transfer awaiting payment, with the price and the recipient as they were', async () => {
    const { browser, quote, recipient, body } = await ready('500');
    const response = await confirm(browser, { ...body, reference: 'School fees' });
    expect(response.statusCode).toBe(201);
    const transfer = transferSchema.parse(response.json());
    const priced = (await browser.get(`/client/v1/quotes/${quote.id}`)).json();
    expect(transfer).toMatchObject({
      status: 'awaiting_payment',
      status_title: 'Waiting for your payment',
      quote_id: quote.id,
      send_amount: priced.send_amount,
      fee: priced.fee,
      total_to_pay: priced.total_to_pay,
      receive_amount: priced.receive_amount,
      customer_rate: priced.customer_rate,
      mid_market_rate: priced.mid_market_rate,
      // The whole cost the quote showed, kept with the transfer (the review and receipt show it).
      rate_cost: priced.rate_cost,
      total_cost: priced.total_cost,
      purpose: 'family_support',
      source_of_funds: 'salary',
      reference: 'School fees',
      recipient: {
        id: recipient.id,
        full_name: 'Maria Santos Cruz',
        summary: 'BDO Unibank ···· 7890',
      },
      timeline: [{ status: 'awaiting_payment', title: 'Waiting for your payment', reason: null }],
    });
    expect(transfer.tracking_number).toMatch(/^HW-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(Date.parse(transfer.pay_by) - Date.parse(transfer.created_at)).toBe(24 * 3600_000);
    // The quote now points at its transfer.
    expect(priced.transaction_id).toBe(transfer.id);

    // Editing and deleting the recipient never rewrites the transfer.
    await browser.put(`/client/v1/recipients/${recipient.id}`, {
      country: 'PH',
      currency: 'PHP',
      payout_method: 'bank_account',
      details: { ...philippineBankDetails, full_name: 'Someone Else' },
    });
    await browser.delete(`/client/v1/recipients/${recipient.id}`);
    const later = (await browser.get(`/client/v1/transactions/${transfer.id}`)).json();
    expect(later.recipient.full_name).toBe('Maria Santos Cruz');
    expect(later.send_amount).toEqual(transfer.send_amount);
  });

  it('answers the same transfer for the same Idempotency-Key, and says it replayed', async () => {
    const { browser, customerId, body } = await ready();
    const key = randomUUID();
    const first = await confirm(browser, body, key);
    const again = await confirm(browser, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await transferCount(customerId)).toBe(1);

    // Equivalent requests are the same request: key order and a trimmed reference.
    const reordered = await confirm(browser, { ...details, ...body, reference: '  ' }, key);
    expect(reordered.statusCode).toBe(201);
    expect(reordered.json().id).toBe(first.json().id);
  });

  it('refuses a key used again with another request, as Stripe does, and changes nothing', async () => {
    const { browser, customerId, body } = await ready();
    const key = randomUUID();
    const first = await confirm(browser, { ...body, reference: 'Rent' }, key);
    expect(first.statusCode).toBe(201);
    const otherRecipient = await philippineRecipient(browser);
    const other = await quoteFor(browser, '20');
    for (const changed of [
      { quote_id: other.id },
      { recipient_id: otherRecipient.id },
      { purpose: 'education' },
      { source_of_funds: 'savings' },
      { reference: 'School fees' },
    ]) {
      const reused = await confirm(browser, { ...body, reference: 'Rent', ...changed }, key);
      expect(reused.statusCode, JSON.stringify(changed)).toBe(422);
      expect(reused.json().errors).toEqual({
        idempotency_key: [
          'This Idempotency-Key was already used with a different request. Use a new key for a new transfer.',
        ],
      });
    }
    expect(await transferCount(customerId)).toBe(1);
  });

  it('makes at most one transfer from a quote, pointing a second key at the first transfer', async () => {
    const { browser, customerId, body } = await ready();
    const first = await confirm(browser, body);
    const second = await confirm(browser, body);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: 'This price was already confirmed as a transfer.',
      transaction_id: first.json().id,
    });
    expect(await transferCount(customerId)).toBe(1);
  });

  it('refuses an expired quote with 422 quote_expired, and makes nothing', async () => {
    const { browser, customerId, quote, body } = await ready();
    await t.database.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, quote.id));
    const response = await confirm(browser, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'quote_expired',
      message: 'This price has expired. Get a new price to continue.',
      errors: { quote_id: ['This price has expired. Get a new price to continue.'] },
    });
    expect(await transferCount(customerId)).toBe(0);
  });

  it('checks the body and the header, field by field', async () => {
    const { browser, customerId, body } = await ready();
    const missingKey = await confirm(browser, body, null);
    expect(missingKey.json().errors).toHaveProperty('idempotency_key');
    expect((await confirm(browser, body, 'short')).statusCode).toBe(422);
    const bad = await confirm(browser, {
      quote_id: 'nope',
      recipient_id: randomUUID(),
      purpose: 'laundering',
      source_of_funds: '',
      reference: 'x'.repeat(36),
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'purpose',
      'quote_id',
      'reference',
      'source_of_funds',
    ]);
    const unknownRecipient = await confirm(browser, { ...body, recipient_id: randomUUID() });
    expect(unknownRecipient.json().errors).toEqual({
      recipient_id: ['Choose one of your recipients.'],
    });
    const wallet = await browser.post('/client/v1/recipients', {
      country: 'PH',
      currency: 'PHP',
      payout_method: 'mobile_wallet',
      details: { full_name: 'Jose Rizal', wallet_provider: 'gcash', mobile_number: '09171234567' },
    });
    const mismatch = await confirm(browser, { ...body, recipient_id: wallet.json().id });
    expect(mismatch.json().errors.recipient_id).toEqual([
      'This price is for PHP to Philippines by bank account; choose a recipient who can receive that.',
    ]);
    expect(await transferCount(customerId)).toBe(0);
  });

  it("cannot use another customer's quote or recipient", async () => {
    const mine = await ready();
    const theirs = await ready();
    const theirQuote = await confirm(mine.browser, { ...mine.body, quote_id: theirs.quote.id });
    expect(theirQuote.json().errors).toEqual({
      quote_id: ['We could not find that price. Get a new one.'],
    });
    const theirRecipient = await confirm(mine.browser, {
      ...mine.body,
      recipient_id: theirs.recipient.id,
    });
    expect(theirRecipient.json().errors).toEqual({
      recipient_id: ['Choose one of your recipients.'],
    });
    expect(await transferCount(mine.customerId)).toBe(0);
    expect(await transferCount(theirs.customerId)).toBe(0);
  });
});

describe('limits at confirmation', () => {
  it('stops a blocked customer with a clear 403', async () => {
    const { browser, customerId, body } = await ready();
    await t.database.db
      .update(customers)
      .set({ isBlockedForSending: true })
      .where(eq(customers.id, customerId));
    const response = await confirm(browser, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Sending is paused on your account. Please contact support and we will help you.',
      stop: {
        code: 'blocked',
        message: 'Sending is paused on your account. Please contact support and we will help you.',
        next_step: null,
      },
    });
    expect(await transferCount(customerId)).toBe(0);
  });

  it('stops tier 0 and names the next step', async () => {
    const { browser, customerId, body } = await ready('100', 'profile');
    const response = await confirm(browser, body);
    expect(response.statusCode).toBe(403);
    expect(response.json().stop).toMatchObject({
      code: 'identity_document_missing',
      next_step: { route: '/account-verification/upload/proof_of_identity' },
    });
    expect(await transferCount(customerId)).toBe(0);
  });

  it('holds tier 1 to 1,000 a transfer and 3,000 in 30 days, to the cent', async () => {
    const { browser, customerId, recipient } = await ready('10', 1);
    const send = async (amount: string) => {
      const quote = await quoteFor(browser, amount);
      return confirm(browser, { quote_id: quote.id, recipient_id: recipient.id, ...details });
    };
    const over = await send('1000.01');
    expect(over.statusCode).toBe(403);
    expect(over.json().stop.code).toBe('per_transfer');
    expect((await send('1000.00')).statusCode).toBe(201);
    expect((await send('1000.00')).statusCode).toBe(201);
    expect((await send('990.00')).statusCode).toBe(201);
    const limits = (await browser.get('/client/v1/limits')).json();
    expect(limits.rolling_30_days).toMatchObject({
      used: { amount: '2990.00' },
      remaining: { amount: '10.00' },
    });
    const beyond = await send('10.01');
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().stop).toMatchObject({
      code: 'rolling_30_days',
      message:
        'You can send AUD 10.00 more in the next 30 days (your limit is AUD 3,000.00). Upload a proof of address to send up to AUD 50,000.00.',
    });
    expect((await send('10.00')).statusCode).toBe(201);
    expect((await browser.get('/client/v1/limits')).json().can_send).toBe(false);
    expect(await transferCount(customerId)).toBe(4);

    // A transfer older than 30 days no longer counts.
    await t.database.db
      .update(transfers)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3600_000) })
      .where(eq(transfers.customerId, customerId));
    expect((await browser.get('/client/v1/limits')).json().rolling_30_days.used.amount).toBe(
      '0.00',
    );
  });
});

describe('concurrent confirmations', () => {
  it('50 at once with the same key make exactly one transfer, and all answer it', async () => {
    const { browser, customerId, body } = await ready();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => confirm(browser, body, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await transferCount(customerId)).toBe(1);
  });

  it('50 at once with different keys make exactly one transfer; the rest are told where it is', async () => {
    const { browser, customerId, body } = await ready();
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirm(browser, body)));
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created).toHaveLength(1);
    const conflicts = answers.filter((a) => a.statusCode === 409);
    expect(conflicts).toHaveLength(49);
    for (const conflict of conflicts)
      expect(conflict.json().transaction_id).toBe(created[0]?.json().id);
    expect(await transferCount(customerId)).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(transfers)
      .where(eq(transfers.customerId, customerId));
    expect(
      await t.database.db.$count(transferEvents, eq(transferEvents.transferId, row?.id ?? '')),
    ).toBe(1);
  });
});

describe('the database itself', () => {
  it('refuses a second transfer of one quote, even without the service’s checks', async () => {
    const { browser, body } = await ready();
    const first = (await confirm(browser, body)).json();
    const [row] = await t.database.db.select().from(transfers).where(eq(transfers.id, first.id));
    if (!row) throw new Error('transfer row missing');
    const { id: _id, ...copy } = row;
    const violation = async (values: typeof copy) => {
      try {
        await t.database.db.insert(transfers).values(values);
        return 'inserted';
      } catch (error) {
        return String((error as { cause?: { message?: string } }).cause?.message);
      }
    };
    expect(
      await violation({ ...copy, trackingNumber: 'HW-TEST-0001', idempotencyKey: randomUUID() }),
    ).toContain('transfers_quote_unique');
    expect(
      await violation({
        ...copy,
        trackingNumber: 'HW-TEST-0002',
        quoteId: (await quoteFor(browser, '20')).id,
      }),
    ).toContain('transfers_idempotency_unique');
  });
});

describe('the transactions list', () => {
  it('pages newest first by keyset, and filters by status, date and text', async () => {
    const { browser, recipient } = await ready('10');
    const jose = await philippineRecipient(browser, 'Jose Rizal');
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const quote = await quoteFor(browser, String(10 + i));
      const response = await confirm(browser, {
        quote_id: quote.id,
        recipient_id: i === 4 ? jose.id : recipient.id,
        ...details,
        reference: `Rent ${i}`,
      });
      made.push(response.json().id);
    }
    const page = async (query: string) =>
      transferPageSchema.parse((await browser.get(`/client/v1/transactions?${query}`)).json());
    const first = await page('limit=2');
    expect(first.data.map((x) => x.id)).toEqual([made[4], made[3]]);
    expect(first.next_cursor).not.toBeNull();
    const second = await page(`limit=2&cursor=${first.next_cursor}`);
    expect(second.data.map((x) => x.id)).toEqual([made[2], made[1]]);
    const third = await page(`limit=2&cursor=${second.next_cursor}`);
    expect(third.data.map((x) => x.id)).toEqual([made[0]]);
    expect(third.next_cursor).toBeNull();

    expect((await page('q=jose')).data.map((x) => x.id)).toEqual([made[4]]);
    expect((await page('q=rent%202')).data.map((x) => x.id)).toEqual([made[2]]);
    expect((await page(`recipient_id=${jose.id}`)).data).toHaveLength(1);
    expect((await page('status=awaiting_payment,completed')).data).toHaveLength(5);
    expect((await page('status=completed')).data).toHaveLength(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`from=${today}&to=${today}`)).data).toHaveLength(5);
    expect((await page('to=2020-01-01')).data).toHaveLength(0);

    const bad = async (query: string) =>
      (await browser.get(`/client/v1/transactions?${query}`)).statusCode;
    expect(await bad('status=lost')).toBe(422);
    expect(await bad('from=yesterday')).toBe(422);
    expect(await bad('limit=1000')).toBe(422);
    expect(await bad('cursor=garbage')).toBe(422);
  });

  it("never lists or shows another customer's transfers", async () => {
    const mine = await ready();
    const theirs = await ready();
    const transfer = (await confirm(theirs.browser, theirs.body)).json();
    expect((await mine.browser.get('/client/v1/transactions')).json().data).toEqual([]);
    expect((await mine.browser.get(`/client/v1/transactions/${transfer.id}`)).statusCode).toBe(404);
    expect(
      (await mine.browser.get(`/client/v1/transactions?recipient_id=${theirs.recipient.id}`)).json()
        .data,
    ).toEqual([]);
    expect((await mine.browser.get('/client/v1/transactions/123')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/client/v1/transactions' })).statusCode).toBe(401);
  });
});
