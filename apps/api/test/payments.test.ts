import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerJournals, payments } from '../src/db/schema';
import { checkLedger } from '../src/modules/ledger/report-repository';
import { sign, SIGNATURE_HEADER } from '../src/modules/payments/sandbox';
import type { TestBrowser } from './support/browser';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' });
});
afterAll(() => t.close());

/** A tier-2 customer with a transfer awaiting payment. */
async function transferAwaitingPayment(amount = '500') {
  const customer = await sender(t, 2);
  const recipient = await philippineRecipient(customer.browser);
  const quote = await quoteFor(customer.browser, amount);
  const created = await customer.browser.post(
    '/client/v1/transactions',
    { quote_id: quote.id, recipient_id: recipient.id, purpose: 'gift', source_of_funds: 'salary' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  return {
    ...customer,
    transfer: created.json() as { id: string; total_to_pay: { amount: string } },
  };
}

async function startPayment(browser: TestBrowser, transferId: string) {
  const response = await browser.post(`/client/v1/transactions/${transferId}/payments`, {
    method: 'card',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; checkout_url: string; status: string };
}

/** The payer at the sandbox's hosted page: a plain HTML form post. */
function payAtCheckout(checkoutUrl: string, number: string) {
  return t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      name: 'Ana Cruz',
      number,
      expiry: '12/39',
      cvc: '123',
    }).toString(),
  });
}

/** What the transfer charges, in cents (what a capture of it names). */
const minorOf = (transfer: { total_to_pay: { amount: string } }) =>
  Math.round(Number(transfer.total_to_pay.amount) * 100);

const transferOf = async (browser: TestBrowser, id: string) =>
  (await browser.get(`/client/v1/transactions/${id}`)).json();

/** A webhook as the sandbox would send it, signed now (or at `signedAt`). */
function webhook(event: object, signedAt = Math.floor(Date.now() / 1000), secret?: Buffer) {
  const body = JSON.stringify(event);
  const key = secret ?? t.app.deps.config.payments.sandboxWebhookSecret;
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/payments/sandbox',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: `t=${signedAt},v1=${sign(key, signedAt, body)}`,
    },
    payload: body,
  });
}

async function referenceOf(paymentId: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return row?.providerReference ?? '';
}

const journalsOf = (transferId: string) =>
  t.database.db.$count(ledgerJournals, eq(ledgerJournals.transferId, transferId));

describe('paying with the sandbox provider', () => {
  it('pays by card at the hosted page; the webhook, not the return, moves the transfer', async () => {
    const { browser, transfer } = await transferAwaitingPayment();
    const payment = await startPayment(browser, transfer.id);
    expect(payment.status).toBe('pending');
    expect(payment.checkout_url).toMatch(/\/sandbox\/checkout\/cs_/);
    // Asking again resumes the same checkout.
    expect((await startPayment(browser, transfer.id)).id).toBe(payment.id);

    const page = await t.app.inject({ url: new URL(payment.checkout_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`Pay AUD ${transfer.total_to_pay.amount}`);
    // Its own empty icon: the browser does not ask for a /favicon.ico that is not there.
    expect(page.body).toContain('<link rel="icon" href="data:,">');

    const paid = await payAtCheckout(payment.checkout_url, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:8080/payment/cb/${transfer.id}`);
    // The browser is back, but nothing moved: the webhook has not arrived yet.
    expect((await transferOf(browser, transfer.id)).status).toBe('awaiting_payment');

    await t.app.deps.jobs.runDue();
    const after = await transferOf(browser, transfer.id);
    expect(after.status).toBe('funds_received');
    expect(after.timeline.map((e: { status: string }) => e.status)).toEqual([
      'awaiting_payment',
      'funds_received',
    ]);
    expect(after.latest_payment).toMatchObject({ status: 'succeeded', checkout_url: null });
    expect(await journalsOf(transfer.id)).toBe(1);
    expect((await checkLedger(t.database.db)).unbalanced).toEqual([]);

    const again = await browser.post(`/client/v1/transactions/${transfer.id}/payments`, {
      method: 'card',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This transfer does not wait for a payment: it is payment received.',
    );
  });

  it('a declined card leaves the transfer waiting, with the reason, and a retry starts afresh', async () => {
    const { browser, transfer } = await transferAwaitingPayment();
    const first = await startPayment(browser, transfer.id);
    expect((await payAtCheckout(first.checkout_url, '4000000000000002')).statusCode).toBe(303);
    await t.app.deps.jobs.runDue();
    const declined = await transferOf(browser, transfer.id);
    expect(declined.status).toBe('awaiting_payment');
    expect(declined.latest_payment).toMatchObject({
      status: 'declined',
      failure_reason: 'Your bank declined the card. Try another card or ask your bank why.',
    });
    const retry = await startPayment(browser, transfer.id);
    expect(retry.id).not.toBe(first.id);
    await payAtCheckout(retry.checkout_url, '4242424242424242');
    await t.app.deps.jobs.runDue();
    expect((await transferOf(browser, transfer.id)).status).toBe('funds_received');
  });

  it('a 3-D Secure challenge: processing first, then approved or rejected', async () => {
    const { browser, transfer } = await transferAwaitingPayment();
    const payment = await startPayment(browser, transfer.id);
    const path = new URL(payment.checkout_url).pathname;
    const challenged = await payAtCheckout(payment.checkout_url, '4000000000003220');
    expect(challenged.headers.location).toBe(path);
    expect((await t.app.inject({ url: path })).body).toContain('Confirm this payment');
    await t.app.deps.jobs.runDue();
    expect((await transferOf(browser, transfer.id)).status).toBe('payment_processing');

    const approve = await t.app.inject({
      method: 'POST',
      url: `${path}/challenge`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(approve.statusCode).toBe(303);
    await t.app.deps.jobs.runDue();
    const after = await transferOf(browser, transfer.id);
    expect(after.timeline.map((e: { status: string }) => e.status)).toEqual([
      'awaiting_payment',
      'payment_processing',
      'funds_received',
    ]);

    const other = await transferAwaitingPayment();
    const second = await startPayment(other.browser, other.transfer.id);
    await payAtCheckout(second.checkout_url, '4000000000003220');
    await t.app.inject({
      method: 'POST',
      url: `${new URL(second.checkout_url).pathname}/challenge`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=reject',
    });
    await t.app.deps.jobs.runDue();
    const rejected = await transferOf(other.browser, other.transfer.id);
    expect(rejected.status).toBe('awaiting_payment');
    expect(rejected.timeline.at(-1)).toMatchObject({
      status: 'awaiting_payment',
      reason: 'The payment was not approved in your banking app.',
    });
  });

  it('refuses bad card details at the hosted page and changes nothing', async () => {
    const { browser, transfer } = await transferAwaitingPayment();
    const payment = await startPayment(browser, transfer.id);
    for (const number of ['1234', '5555555555554444']) {
      const response = await payAtCheckout(payment.checkout_url, number);
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain('role="alert"');
    }
    expect((await t.app.inject({ url: '/sandbox/checkout/cs_nope' })).statusCode).toBe(404);
    await t.app.deps.jobs.runDue();
    expect((await transferOf(browser, transfer.id)).latest_payment.status).toBe('pending');
  });

  it("cannot pay another customer's transfer", async () => {
    const mine = await transferAwaitingPayment();
    const theirs = await transferAwaitingPayment();
    const response = await mine.browser.post(
      `/client/v1/transactions/${theirs.transfer.id}/payments`,
      { method: 'card' },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('webhooks', () => {
  it('are refused when forged, unsigned or too old, and change nothing', async () => {
    const { browser, transfer } = await transferAwaitingPayment();
    const payment = await startPayment(browser, transfer.id);
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { checkout: await referenceOf(payment.id), failure_reason: null },
    };
    const forged = await webhook(
      event,
      undefined,
      Buffer.from('not the secret at all, not at all!'),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The webhook signature does not match.');
    const old = await webhook(event, Math.floor(Date.now() / 1000) - 301);
    expect(old.json().message).toBe('The webhook signature is too old.');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/webhooks/payments/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/webhooks/payments/stripe', payload: {} }))
        .statusCode,
    ).toBe(404);
    expect((await transferOf(browser, transfer.id)).status).toBe('awaiting_payment');
  });

  it('applied once when delivered twice or replayed later with a fresh signature', async () => {
    const { browser, transfer } = await transferAwaitingPayment();
    const payment = await startPayment(browser, transfer.id);
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        checkout: await referenceOf(payment.id),
        amount: minorOf(transfer),
        failure_reason: null,
      },
    };
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await webhook(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await webhook(event, Math.floor(Date.now() / 1000) + 5)).json().outcome).toBe(
      'duplicate',
    );
    expect(await journalsOf(transfer.id)).toBe(1);
    expect((await transferOf(browser, transfer.id)).timeline).toHaveLength(2);
  });

  it('follow the provider’s event time: a late "processing" never undoes a payment', async () => {
    const { browser, transfer } = await transferAwaitingPayment();
    const payment = await startPayment(browser, transfer.id);
    const checkout = await referenceOf(payment.id);
    const now = Math.floor(Date.now() / 1000);
    const event = (type: string, created: number) => ({
      id: `evt_${randomUUID()}`,
      type,
      created,
      data: { checkout, amount: minorOf(transfer), failure_reason: null },
    });
    expect((await webhook(event('payment.succeeded', now))).json().outcome).toBe('applied');
    expect((await webhook(event('payment.processing', now - 5))).json().outcome).toBe('stale');
    expect((await webhook(event('payment.processing', now))).json().outcome).toBe('stale');
    const after = await transferOf(browser, transfer.id);
    expect(after.status).toBe('funds_received');
    expect(after.latest_payment.status).toBe('succeeded');
  });
});
