import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devOutbox,
  jobs,
  ledgerJournals,
  payments,
  sandboxCheckouts,
  sandboxRefunds,
  transfers,
  webhookEvents,
} from '../src/db/schema';
import { checkLedger } from '../src/modules/ledger/ledger';
import { sign, SIGNATURE_HEADER } from '../src/modules/payments/sandbox';
import {
  answerChallenge,
  cards,
  confirmedTransfer,
  payAtCheckout,
  settle,
  startPayment,
  viewTransfer,
  sendingMoney,
} from './support/transfers';
import { createTestApp, type TestApp } from './support/test-app';
import { opsCli } from './support/ops';

/**
 * Issue 14's defects at the edges of a transfer's life: money that arrives late, checkouts
 * left open, refunds of the wrong payment, expiry by the wrong clock, blocked customers paid
 * out, and the payment email's amount. Each test failed before the lifecycle had one owner.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(sendingMoney);
});
afterAll(async () => {
  expect((await checkLedger(t.database.db)).unbalanced).toEqual([]);
  await t.close();
});

/** The ops CLI through the admin API, as a staff member with every role. */
let opsRun: ReturnType<typeof opsCli> | undefined;
const runOps = (argv: string[], out: (line: string) => void = () => {}) =>
  (opsRun ??= opsCli(t))(argv, out);

const db = () => t.database.db;
const journalKinds = async (transferId: string) =>
  (await db().select().from(ledgerJournals).where(eq(ledgerJournals.transferId, transferId)))
    .map((journal) => journal.kind)
    .sort();
const checkoutOf = async (paymentId: string) => {
  const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
  const [checkout] = await db()
    .select()
    .from(sandboxCheckouts)
    .where(eq(sandboxCheckouts.id, payment?.providerReference ?? ''));
  return checkout;
};
const refundsOf = async (checkoutId: string) =>
  db().select().from(sandboxRefunds).where(eq(sandboxRefunds.checkoutId, checkoutId));
const mailsTo = async (to: string) => db().select().from(devOutbox).where(eq(devOutbox.to, to));
/** A webhook as the sandbox signs it, sent now. */
function postSignedWebhook(body: string) {
  const at = Math.floor(Date.now() / 1000);
  const key = t.app.deps.config.payments.sandboxWebhookSecret;
  return t.app.inject({
    method: 'POST',
    url: '/webhooks/payments/sandbox',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: `t=${at},v1=${sign(key, at, body)}`,
    },
    payload: body,
  });
}

/** Makes the transfer's time to pay run out, and its expiry job due. */
async function deadlinePasses(transferId: string) {
  const past = sql`now() - interval '1 second'`;
  await db().update(transfers).set({ payBy: past }).where(eq(transfers.id, transferId));
  await db()
    .update(jobs)
    .set({ runAt: past })
    .where(and(eq(jobs.name, 'transfer.expire'), sql`${jobs.completedAt} is null`));
}

describe('money that arrives after the transfer stopped waiting (defect 1)', () => {
  it('a 3-D Secure approval after expiry is booked and refunded in full, and explained', async () => {
    const { browser, email, transfer } = await confirmedTransfer(t);
    const payment = await startPayment(browser, transfer.id);
    await payAtCheckout(t, payment.checkout_url, cards.challenge);
    await settle(t);
    expect((await viewTransfer(browser, transfer.id)).status).toBe('payment_processing');

    await deadlinePasses(transfer.id);
    await t.app.deps.jobs.runDue(); // the expiry; closing the checkout is the next job
    expect((await viewTransfer(browser, transfer.id)).status).toBe('expired');
    // The payer's bank approves before the close reaches the provider: the money is taken.
    expect((await answerChallenge(t, payment.checkout_url, 'approve')).statusCode).toBe(303);
    await settle(t);

    const after = await viewTransfer(browser, transfer.id);
    expect(after.timeline.map((event) => event.status)).toEqual([
      'awaiting_payment',
      'payment_processing',
      'expired',
      'refund_pending',
      'refunded',
    ]);
    expect(after.timeline[3]?.reason).toMatch(
      /arrived after the time to pay this transfer had passed, so we are refunding it in full/,
    );
    expect(await journalKinds(transfer.id)).toEqual(['late_capture', 'refund_paid']);
    const checkout = await checkoutOf(payment.id);
    expect(await refundsOf(checkout?.id ?? '')).toMatchObject([
      { amountMinor: checkout?.capturedMinor, status: 'succeeded' },
    ]);
    const subjects = (await mailsTo(email)).map((mail) => mail.subject);
    expect(subjects).toContain(`We are refunding AUD ${transfer.total_to_pay.amount}`);
  });

  it('paying in one tab after cancelling in another is refunded, not kept', async () => {
    const { browser, transfer } = await confirmedTransfer(t);
    const payment = await startPayment(browser, transfer.id);
    // Tab one cancels; tab two pays before the close reaches the provider.
    expect((await browser.post(`/client/v1/transactions/${transfer.id}/cancel`)).statusCode).toBe(
      200,
    );
    expect((await payAtCheckout(t, payment.checkout_url)).statusCode).toBe(303);
    await settle(t);
    const after = await viewTransfer(browser, transfer.id);
    expect(after.status).toBe('refunded');
    expect(after.timeline.map((event) => event.status)).toEqual([
      'awaiting_payment',
      'cancelled',
      'refund_pending',
      'refunded',
    ]);
    expect(await journalKinds(transfer.id)).toEqual(['late_capture', 'refund_paid']);
  });
});

describe('checkouts (defects 2, 3 and 4)', () => {
  it('cancel closes the checkout at the provider: it takes no money afterwards', async () => {
    const { browser, transfer } = await confirmedTransfer(t);
    const payment = await startPayment(browser, transfer.id);
    await browser.post(`/client/v1/transactions/${transfer.id}/cancel`);
    await settle(t);
    expect((await checkoutOf(payment.id))?.status).toBe('closed');
    const paid = await payAtCheckout(t, payment.checkout_url);
    expect(paid.statusCode).toBe(409);
    expect(paid.body).toContain('Nothing was charged');
    expect((await checkoutOf(payment.id))?.capturedMinor).toBe(0);
    expect((await viewTransfer(browser, transfer.id)).latest_payment?.status).toBe('closed');
  });

  it('expiry closes the checkout at the provider too', async () => {
    const { browser, transfer } = await confirmedTransfer(t);
    const payment = await startPayment(browser, transfer.id);
    await deadlinePasses(transfer.id);
    await settle(t);
    expect((await viewTransfer(browser, transfer.id)).status).toBe('expired');
    expect((await checkoutOf(payment.id))?.status).toBe('closed');
    expect((await payAtCheckout(t, payment.checkout_url)).statusCode).toBe(409);
  });

  it('two starts at once (a double click, two tabs) open one checkout', async () => {
    const { browser, transfer } = await confirmedTransfer(t);
    const started = await Promise.all(
      Array.from({ length: 4 }, () => startPayment(browser, transfer.id)),
    );
    expect(new Set(started.map((payment) => payment.id)).size).toBe(1);
    expect(new Set(started.map((payment) => payment.checkout_url)).size).toBe(1);
    expect(await db().$count(payments, eq(payments.transferId, transfer.id))).toBe(1);
    const [first] = started;
    expect(
      await db().$count(sandboxCheckouts, eq(sandboxCheckouts.paymentId, first?.id ?? '')),
    ).toBe(1);
  });

  it('the refund goes to the captured payment, and is refunded only once the provider confirms', async () => {
    const { browser, transfer } = await confirmedTransfer(t, { amount: '6000' }); // held
    const declined = await startPayment(browser, transfer.id);
    await payAtCheckout(t, declined.checkout_url, cards.declined);
    await settle(t);
    const paid = await startPayment(browser, transfer.id);
    expect(paid.id).not.toBe(declined.id);
    await payAtCheckout(t, paid.checkout_url);
    await settle(t);
    expect((await viewTransfer(browser, transfer.id)).status).toBe('on_hold');

    await browser.post(`/client/v1/transactions/${transfer.id}/cancel`);
    await t.app.deps.jobs.runDue(); // the refund job asks the provider
    // Asked, not confirmed: the provider's webhook has not been applied yet.
    expect((await viewTransfer(browser, transfer.id)).status).toBe('refund_pending');
    expect(await journalKinds(transfer.id)).toEqual(['funds_received', 'refund_initiated']);
    await settle(t);
    expect((await viewTransfer(browser, transfer.id)).status).toBe('refunded');
    const captured = await checkoutOf(paid.id);
    expect(await refundsOf(captured?.id ?? '')).toMatchObject([
      { amountMinor: captured?.capturedMinor, status: 'succeeded' },
    ]);
    expect(await refundsOf((await checkoutOf(declined.id))?.id ?? '')).toEqual([]);
  });

  it('a refund the card refuses keeps the transfer waiting, says so, and can be retried', async () => {
    const { browser, transfer } = await confirmedTransfer(t, { amount: '6000' });
    const payment = await startPayment(browser, transfer.id);
    await payAtCheckout(t, payment.checkout_url, cards.refundFails);
    await settle(t);
    await browser.post(`/client/v1/transactions/${transfer.id}/cancel`);
    await settle(t);
    const after = await viewTransfer(browser, transfer.id);
    expect(after.status).toBe('refund_pending');
    expect(after.timeline.at(-1)?.reason).toMatch(/could not take the refund/);
    expect(await journalKinds(transfer.id)).toEqual(['funds_received', 'refund_initiated']);
    const [row] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ refundStatus: 'failed', refundedMinor: 0 });

    const metrics = async () =>
      Number(
        /^homeward_refunds_refused (\d+)$/m.exec(
          (await t.app.inject({ url: '/metrics' })).body,
        )?.[1],
      );
    expect(await metrics()).toBeGreaterThanOrEqual(1);
    const refusedBefore = await metrics();

    const out: string[] = [];
    await runOps(['refunds:retry', payment.id], (line) => out.push(line));
    expect(await metrics()).toBe(refusedBefore - 1);
    expect(out.join('\n')).toMatch(/asked again/);
    await expect(runOps(['refunds:retry', payment.id], () => {})).rejects.toThrow(
      'Only a refund the provider refused',
    );
    await expect(runOps(['refunds:retry'], () => {})).rejects.toThrow('Give the payment id.');
    await expect(runOps(['transfers:hold', transfer.id], () => {})).rejects.toThrow(
      'Give a reason of at least 5 characters.',
    );
    await expect(
      runOps(['transfers:hold', transfer.id, '--reason', 'A check.'], () => {}),
    ).rejects.toThrow('is refund pending: it cannot be held');
  });

  it('a webhook for a payment we do not know yet is refused for redelivery, and nothing kept', async () => {
    const body = JSON.stringify({
      id: 'evt_unknown_payment_1',
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { checkout: 'cs_not_yet_known', amount: 100, failure_reason: null },
    });
    const response = await postSignedWebhook(body);
    expect(response.statusCode).toBe(409);
    expect(
      await db().$count(webhookEvents, eq(webhookEvents.eventId, 'evt_unknown_payment_1')),
    ).toBe(0);
  });

  it('a webhook that comes before the checkout is stored finds its payment by our id', async () => {
    const { browser, transfer } = await confirmedTransfer(t);
    const payment = await startPayment(browser, transfer.id);
    // The provider's event names our payment id; the reference is not needed to find it.
    await db().update(payments).set({ providerReference: null }).where(eq(payments.id, payment.id));
    const body = JSON.stringify({
      id: 'evt_before_reference_1',
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        checkout: 'cs_from_the_provider',
        payment_id: payment.id,
        amount: Math.round(Number(transfer.total_to_pay.amount) * 100),
        failure_reason: null,
      },
    });
    const response = await postSignedWebhook(body);
    expect(response.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await viewTransfer(browser, transfer.id)).status).not.toBe('awaiting_payment');
  });
});

describe('expiry by the database clock (defect 5)', () => {
  it('an expiry job that runs before the deadline puts itself back instead of vanishing', async () => {
    const { browser, transfer } = await confirmedTransfer(t);
    // The job is due, but the deadline (by the database's clock) is a few seconds away.
    await db()
      .update(transfers)
      .set({ payBy: sql`now() + interval '3 seconds'` })
      .where(eq(transfers.id, transfer.id));
    await db()
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(and(eq(jobs.name, 'transfer.expire'), sql`${jobs.completedAt} is null`));
    await settle(t);
    expect((await viewTransfer(browser, transfer.id)).status).toBe('awaiting_payment');
    const waiting = await db()
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.name, 'transfer.expire'),
          sql`${jobs.completedAt} is null`,
          sql`${jobs.payload}->>'transferId' = ${transfer.id}`,
        ),
      );
    expect(waiting).toHaveLength(1);

    await deadlinePasses(transfer.id);
    await settle(t);
    expect((await viewTransfer(browser, transfer.id)).status).toBe('expired');
  });
});

describe('blocked customers (defect 6)', () => {
  it('a transfer confirmed before the block goes on hold instead of paying out', async () => {
    const { browser, email, transfer } = await confirmedTransfer(t);
    await runOps(['customers:block', email, '--reason', 'Card fraud reported.'], () => {});
    const payment = await startPayment(browser, transfer.id);
    await payAtCheckout(t, payment.checkout_url);
    await settle(t);
    const after = await viewTransfer(browser, transfer.id);
    expect(after.status).toBe('on_hold');
    expect(after.timeline.at(-1)?.reason).toMatch(/review your account/);
  });

  it('a paid transfer waiting for its payout is held when the customer is blocked meanwhile', async () => {
    const { browser, email, transfer } = await confirmedTransfer(t);
    const payment = await startPayment(browser, transfer.id);
    await payAtCheckout(t, payment.checkout_url);
    await t.app.deps.jobs.runDue(); // the webhook: funds received, payout start queued
    await runOps(['customers:block', email, '--reason', 'Card fraud reported.'], () => {});
    await settle(t);
    expect((await viewTransfer(browser, transfer.id)).status).toBe('on_hold');
  });
});

describe('the payment email (defect 9)', () => {
  it('states the amount charged, fee included', async () => {
    const { browser, email, transfer } = await confirmedTransfer(t);
    const payment = await startPayment(browser, transfer.id);
    await payAtCheckout(t, payment.checkout_url);
    await settle(t);
    const [mail] = (await mailsTo(email)).filter((m) =>
      m.subject.startsWith('We have your payment'),
    );
    expect(mail?.text).toContain(
      `We received your payment of AUD ${transfer.total_to_pay.amount}.`,
    );
    expect(transfer.total_to_pay.amount).not.toBe('500.00');
  });
});
