import { refundTimeFrame } from '@homeward/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, jobs, payments, transfers } from '../src/db/schema';
import { checkLedger } from '../src/modules/ledger/report-repository';
import type { TestBrowser } from './support/browser';
import { sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { opsCli } from './support/ops';
import { confirmedTransfer, payAtCheckout, startPayment, sendingMoney } from './support/transfers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(sendingMoney);
});
afterAll(async () => {
  // Whatever the tests did, the books balance.
  expect((await checkLedger(t.database.db)).unbalanced).toEqual([]);
  await t.close();
});

/** The ops CLI through the admin API, as a staff member with every role. */
let opsRun: ReturnType<typeof opsCli> | undefined;
const runOps = (argv: string[], out: (line: string) => void = () => {}) =>
  (opsRun ??= opsCli(t))(argv, out);

/** Runs every job that is due, several rounds, as the worker would over a few seconds. */
async function settle() {
  for (let round = 0; round < 6; round += 1) await t.app.deps.jobs.runDue();
}

const confirmed = (options: { amount?: string; tier?: 1 | 2; recipient?: string } = {}) =>
  confirmedTransfer(t, options);

async function pay(browser: TestBrowser, transferId: string) {
  const payment = await startPayment(browser, transferId);
  await payAtCheckout(t, payment.checkout_url);
}

const view = async (browser: TestBrowser, id: string) =>
  (await browser.get(`/client/v1/transactions/${id}`)).json();
const statuses = async (browser: TestBrowser, id: string) =>
  (await view(browser, id)).timeline.map((event: { status: string }) => event.status);
const subjects = async (to: string) =>
  (await t.database.db.select().from(devOutbox).where(eq(devOutbox.to, to))).map((m) => m.subject);

describe('after payment', () => {
  it('pays out: funds received, processing, completed, with emails and a balanced ledger', async () => {
    const { browser, email, transfer } = await confirmed();
    await pay(browser, transfer.id);
    await settle();
    expect(await statuses(browser, transfer.id)).toEqual([
      'awaiting_payment',
      'funds_received',
      'processing',
      'completed',
    ]);
    expect(await subjects(email)).toEqual(
      expect.arrayContaining([
        'We have your payment for Maria Santos Cruz',
        'Maria Santos Cruz has the money',
      ]),
    );
    const report = await checkLedger(t.database.db);
    expect(report.unbalanced).toEqual([]);
  });

  it('a payout that fails is refunded automatically, fee included', async () => {
    const { browser, email, transfer } = await confirmed({ recipient: 'Fail Payout Test' });
    await pay(browser, transfer.id);
    await settle();
    expect(await statuses(browser, transfer.id)).toEqual([
      'awaiting_payment',
      'funds_received',
      'processing',
      'failed',
      'refund_pending',
      'refunded',
    ]);
    const after = await view(browser, transfer.id);
    expect(after.latest_payment.status).toBe('refunded');
    expect(await subjects(email)).toEqual(
      expect.arrayContaining([
        'Your transfer to Fail Payout Test could not be delivered',
        'Your refund for the transfer to Fail Payout Test',
      ]),
    );
    // Every email that speaks of the refund says when the money shows, in the screens' words.
    const mails = await t.database.db.select().from(devOutbox).where(eq(devOutbox.to, email));
    const refunds = mails.filter((mail) => /refund/i.test(mail.text));
    expect(refunds.map((mail) => mail.subject).sort()).toEqual([
      'Your refund for the transfer to Fail Payout Test',
      'Your transfer to Fail Payout Test could not be delivered',
    ]);
    for (const mail of refunds) expect(mail.text).toContain(refundTimeFrame);
  });

  it('holds large transfers for review; operations release or refuse them', async () => {
    const held = await confirmed({ amount: '6000' });
    await pay(held.browser, held.transfer.id);
    await settle();
    const onHold = await view(held.browser, held.transfer.id);
    expect(onHold.status).toBe('on_hold');
    expect(onHold.timeline.at(-1).reason).toBe(
      'Large transfers are checked by our team before they are sent.',
    );
    const lines: string[] = [];
    await runOps(['transfers:release', held.transfer.id], (l) => lines.push(l));
    await settle();
    expect((await view(held.browser, held.transfer.id)).status).toBe('completed');
    await expect(runOps(['transfers:release', held.transfer.id], () => {})).rejects.toThrow(
      'is completed: it cannot be released',
    );

    const refused = await confirmed({ amount: '6000' });
    await pay(refused.browser, refused.transfer.id);
    await settle();
    await runOps(
      [
        'transfers:refuse',
        refused.transfer.id,
        '--reason',
        'We could not verify the source of funds.',
      ],
      () => {},
    );
    await settle();
    expect(await statuses(refused.browser, refused.transfer.id)).toEqual([
      'awaiting_payment',
      'funds_received',
      'on_hold',
      'refund_pending',
      'refunded',
    ]);
  });

  it('holds the transfer of a customer whose identity is not approved yet', async () => {
    const { browser, transfer } = await confirmed({ tier: 1, amount: '100' });
    await pay(browser, transfer.id);
    await settle();
    const after = await view(browser, transfer.id);
    expect(after.status).toBe('on_hold');
    expect(after.timeline.at(-1).reason).toBe('We are still checking your identity document.');
    // The app offers to verify from the step's action, never from its words.
    expect(after.timeline.at(-1).action).toBe('verify_identity');
    expect(
      after.timeline.find((step: { status: string }) => step.status === 'funds_received'),
    ).toMatchObject({ action: null });
    // In the customer's language: the reason said, the action the same.
    const inFilipino = (
      await browser.get(`/client/v1/transactions/${transfer.id}`, {
        headers: { 'accept-language': 'fil' },
      })
    ).json();
    expect(inFilipino.timeline.at(-1)).toMatchObject({
      reason: 'Sinusuri pa namin ang iyong dokumento ng pagkakakilanlan.',
      action: 'verify_identity',
    });
    const inUrdu = (
      await browser.get(`/client/v1/transactions/${transfer.id}`, {
        headers: { 'accept-language': 'ur' },
      })
    ).json();
    expect(inUrdu.timeline.at(-1).reason).toBe('ہم ابھی آپ کی شناختی دستاویز کی جانچ کر رہے ہیں۔');
    // The hold is a task on the dashboard, leading to the transfer.
    const [first] = (await browser.get('/client/v1/tasks')).json();
    expect(first).toEqual({
      code: `transfer_on_hold:${transfer.id}`,
      title: 'We are checking your transfer to Maria Santos Cruz',
      description: 'We are still checking your identity document.',
      route: `/transaction/${transfer.id}`,
    });
    const [inHindi] = (
      await browser.get('/client/v1/tasks', { headers: { 'accept-language': 'hi' } })
    ).json();
    expect(inHindi.description).toBe('हम अभी आपके पहचान दस्तावेज़ की जाँच कर रहे हैं।');
  });
});

describe('cancelling', () => {
  it('before payment: cancelled, nothing refunded', async () => {
    const { browser, transfer } = await confirmed();
    expect((await view(browser, transfer.id)).can_cancel).toBe(true);
    const response = await browser.post(`/client/v1/transactions/${transfer.id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', can_cancel: false });
    const again = await browser.post(`/client/v1/transactions/${transfer.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This transfer is cancelled and cannot be cancelled.');
  });

  it('within 30 minutes of paying: refunded in full, fee included', async () => {
    const { browser, transfer } = await confirmed({ amount: '6000' }); // held, so it waits
    await pay(browser, transfer.id);
    await settle();
    expect((await view(browser, transfer.id)).can_cancel).toBe(true);
    expect(
      (await browser.post(`/client/v1/transactions/${transfer.id}/cancel`)).json().status,
    ).toBe('refund_pending');
    await settle();
    const after = await view(browser, transfer.id);
    expect(after.status).toBe('refunded');
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.transferId, transfer.id));
    expect(payment?.status).toBe('refunded');
  });

  it('not after 30 minutes, and not once the money is on its way', async () => {
    const late = await confirmed({ amount: '6000' });
    await pay(late.browser, late.transfer.id);
    await settle();
    await t.database.db
      .update(transfers)
      .set({ paidAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(transfers.id, late.transfer.id));
    expect((await view(late.browser, late.transfer.id)).can_cancel).toBe(false);
    const refused = await late.browser.post(`/client/v1/transactions/${late.transfer.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/More than 30 minutes have passed/);

    const sent = await confirmed();
    await pay(sent.browser, sent.transfer.id);
    await t.app.deps.jobs.runDue(); // the webhook
    await t.app.deps.jobs.runDue(); // payout starts
    expect((await view(sent.browser, sent.transfer.id)).status).toBe('processing');
    const tooLate = await sent.browser.post(`/client/v1/transactions/${sent.transfer.id}/cancel`);
    expect(tooLate.json().message).toMatch(/already on its way/);
  });

  it("cannot cancel another customer's transfer", async () => {
    const mine = await confirmed();
    const theirs = await confirmed();
    expect(
      (await mine.browser.post(`/client/v1/transactions/${theirs.transfer.id}/cancel`)).statusCode,
    ).toBe(404);
    expect((await view(theirs.browser, theirs.transfer.id)).status).toBe('awaiting_payment');
  });
});

describe('expiry', () => {
  it('an unpaid transfer expires at its pay-by time, by a scheduled job', async () => {
    const { browser, transfer } = await confirmed();
    await settle();
    expect((await view(browser, transfer.id)).status).toBe('awaiting_payment');
    const past = new Date(Date.now() - 1000);
    await t.database.db.update(transfers).set({ payBy: past }).where(eq(transfers.id, transfer.id));
    await t.database.db.update(jobs).set({ runAt: past }).where(eq(jobs.name, 'transfer.expire'));
    await settle();
    const after = await view(browser, transfer.id);
    expect(after.status).toBe('expired');
    expect(after.timeline.at(-1).reason).toBe(
      'Not paid in time. Nothing was taken; get a new price to send again.',
    );
    const pay = await browser.post(`/client/v1/transactions/${transfer.id}/payments`, {
      method: 'card',
    });
    expect(pay.statusCode).toBe(409);
  });
});

describe('receipts', () => {
  it('are PDFs with the disclosure, the recipient and the rights; never another customer’s', async () => {
    const { browser, transfer } = await confirmed({ recipient: 'Receipt Person' });
    await pay(browser, transfer.id);
    await settle();
    const response = await browser.get(`/client/v1/transactions/${transfer.id}/receipt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="homeward-receipt-HW-/,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(2000);
    const other = await sender(t, 0);
    expect(
      (await other.browser.get(`/client/v1/transactions/${transfer.id}/receipt`)).statusCode,
    ).toBe(404);
  });
});
