import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, jobs, payouts } from '../src/db/schema';
import { isPickupCode } from '../src/modules/payouts/pickup-code';
import { PAYOUT_CHECK_JOB, PAYOUT_SEND_JOB } from '../src/modules/transfer-lifecycle/payouts';
import type { TestBrowser } from './support/browser';
import { corridorTo, philippineRecipient, quoteFor, sender } from './support/senders';
import { signedInStaff } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import { payAtCheckout, sendingMoney, settle, startPayment } from './support/transfers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(sendingMoney);
});
afterAll(() => t.close());

/** The recipient's number as entered in the form, and as libphonenumber stores it. */
const ENTERED = '0917 123 4567';
const STORED = '+639171234567';

async function pickupRecipient(browser: TestBrowser, mobile = ENTERED) {
  return browser.post('/client/v1/recipients', {
    country: 'PH',
    currency: 'PHP',
    payout_method: 'cash_pickup',
    details: {
      full_name: 'Juan dela Cruz',
      pickup_network: 'cebuana',
      mobile_number: mobile,
    },
  });
}

/** A customer's cash pickup transfer of AUD 300, confirmed and paid; jobs not yet run. */
async function paidPickup(app = t) {
  const customer = await sender(app, 2, 'pickup');
  const recipient = await pickupRecipient(customer.browser);
  expect(recipient.statusCode, recipient.body).toBe(201);
  const quote = await customer.browser.post('/client/v1/quotes', {
    corridor_id: await corridorTo(customer.browser, 'PH'),
    payout_method: 'cash_pickup',
    send_amount: '300',
  });
  expect(quote.statusCode, quote.body).toBe(201);
  const created = await customer.browser.post(
    '/client/v1/transactions',
    {
      quote_id: quote.json().id,
      recipient_id: recipient.json().id,
      purpose: 'gift',
      source_of_funds: 'salary',
    },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.statusCode, created.body).toBe(201);
  const transfer = created.json() as { id: string; tracking_number: string };
  await payAtCheckout(app, (await startPayment(customer.browser, transfer.id)).checkout_url);
  return { ...customer, transfer };
}

const smsTo = (to: string, app = t) =>
  app.database.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.to, to))
    .then((rows) => rows.filter((row) => row.channel === 'sms'));

async function pdfText(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await document.loadingTask.destroy();
  return parts.join(' ').replace(/\s+/g, ' ');
}

describe('cash pickup codes', () => {
  let pickup: Awaited<ReturnType<typeof paidPickup>>;
  let code: string;

  beforeAll(async () => {
    pickup = await paidPickup();
    await settle(t);
    const [payout] = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.transferId, pickup.transfer.id));
    code = payout?.pickupCode ?? '';
  });

  it('gives the payout a ten-digit code with a valid check digit', () => {
    expect(isPickupCode(code), code).toBe(true);
  });

  it('shows the sender the code, the network and what to bring once paid out', async () => {
    const view = (await pickup.browser.get(`/client/v1/transactions/${pickup.transfer.id}`)).json();
    expect(view.status).toBe('completed');
    expect(view.pickup).toEqual({
      code,
      network: 'Cebuana Lhuillier',
      bring: 'A valid photo ID in the name Juan dela Cruz.',
    });
    // Never in the list: the code is for the one transfer's page.
    const list = await pickup.browser.get('/client/v1/transactions');
    expect(list.body).not.toContain(code);
  });

  it('texts the recipient once, at the number libphonenumber stored, with who, how much, code and where', async () => {
    const texts = await smsTo(STORED);
    expect(texts).toHaveLength(1);
    const view = (await pickup.browser.get(`/client/v1/transactions/${pickup.transfer.id}`)).json();
    const grouped = `${code.slice(0, 3)} ${code.slice(3, 6)} ${code.slice(6)}`;
    const amount = Number(view.receive_amount.amount).toLocaleString('en-AU', {
      minimumFractionDigits: 2,
    });
    expect(texts[0]?.text).toBe(
      `Maria Santos sent you PHP ${amount} with Homeward. ` +
        `Collect it at Cebuana Lhuillier with code ${grouped} and your photo ID.`,
    );
  });

  it('a retried payout job makes no second code and no second text', async () => {
    // As after a crash: the send and check jobs run again for the same transfer.
    await t.app.deps.jobs.enqueue(PAYOUT_SEND_JOB, { transferId: pickup.transfer.id });
    await t.app.deps.jobs.enqueue(PAYOUT_CHECK_JOB, { transferId: pickup.transfer.id });
    await settle(t);
    const rows = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.transferId, pickup.transfer.id));
    expect(rows.map((row) => row.pickupCode)).toEqual([code]);
    expect(await smsTo(STORED)).toHaveLength(1);
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.name, 'sms.send'));
    expect(
      queued.filter((job) => job.key === `sms:${pickup.transfer.id}:pickup_code`),
    ).toHaveLength(1);
  });

  it('prints the code, the network and what to bring on the receipt', async () => {
    const response = await pickup.browser.get(
      `/client/v1/transactions/${pickup.transfer.id}/receipt?tz=Australia/Sydney`,
    );
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Cash pickup');
    expect(text).toContain(`Pickup code ${code.slice(0, 3)} ${code.slice(3, 6)} ${code.slice(6)}`);
    expect(text).toContain('Collect at Cebuana Lhuillier');
    expect(text).toContain('A valid photo ID in the name Juan dela Cruz.');
  });

  it('is only in the owner’s answer: another customer gets nothing, staff never see the code', async () => {
    const stranger = await sender(t, 0, 'stranger');
    const theirs = await stranger.browser.get(`/client/v1/transactions/${pickup.transfer.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(code);
    const support = await signedInStaff(t, ['support']);
    const staffView = await support.get(`transfers/${pickup.transfer.id}`);
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(staffView.body).not.toContain(code);
  });
});

describe('not for other transfers', () => {
  it('a bank transfer has no code, on its page or its receipt', async () => {
    const customer = await sender(t, 2, 'bank');
    const recipient = await philippineRecipient(customer.browser);
    const quote = await quoteFor(customer.browser, '200');
    const created = await customer.browser.post(
      '/client/v1/transactions',
      {
        quote_id: quote.id,
        recipient_id: recipient.id,
        purpose: 'gift',
        source_of_funds: 'salary',
      },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    const transfer = created.json() as { id: string };
    await payAtCheckout(t, (await startPayment(customer.browser, transfer.id)).checkout_url);
    await settle(t);
    const view = (await customer.browser.get(`/client/v1/transactions/${transfer.id}`)).json();
    expect(view.status).toBe('completed');
    expect(view.pickup).toBeNull();
    const [payout] = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.transferId, transfer.id));
    expect(payout?.pickupCode).toBeNull();
    const receipt = await customer.browser.get(`/client/v1/transactions/${transfer.id}/receipt`);
    expect(await pdfText(receipt.rawPayload)).not.toContain('Pickup code');
  });

  it('refuses a pickup mobile number libphonenumber rejects, and saves nothing', async () => {
    const customer = await sender(t, 0, 'badphone');
    const response = await pickupRecipient(customer.browser, '0917 12');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['details.mobile_number']).toEqual([
      expect.stringContaining('Enter a valid mobile number for PH'),
    ]);
    const list = (await customer.browser.get('/client/v1/recipients')).json();
    expect(list.data ?? list).toHaveLength(0);
  });
});

describe('while the partner is still paying out', () => {
  let slow: TestApp;
  beforeAll(async () => {
    // The simulated network takes an hour: the payout stays pending at the partner.
    slow = await createTestApp({ ...sendingMoney, PAYOUT_COMPLETE_SECONDS: '3600' });
  });
  afterAll(() => slow.close());

  it('the code is made and handed to the partner, but neither shown nor texted until paid out', async () => {
    const { browser, transfer } = await paidPickup(slow);
    await settle(slow);
    const view = (await browser.get(`/client/v1/transactions/${transfer.id}`)).json();
    expect(view.status).toBe('processing');
    expect(view.pickup).toBeNull();
    const [payout] = await slow.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.transferId, transfer.id));
    expect(isPickupCode(payout?.pickupCode ?? '')).toBe(true);
    expect(payout?.status).toBe('pending');
    expect(await smsTo(STORED, slow)).toHaveLength(0);
  });
});
