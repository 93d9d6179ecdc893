import { and, eq } from 'drizzle-orm';
import type { Transfer } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, devOutbox } from '../src/db/schema';
import { speakerFor } from '../src/i18n/speaker';
import { codeSentences, transferSentences } from '../src/modules/mail/sentences';
import { receiptSentences } from '../src/modules/transfers/receipt-sentences';
import { TestBrowser } from './support/browser';
import { PASSWORD } from './support/customers';
import { drainJobs } from './support/mail';
import { ARABIC, clashes, MARGIN, outsideMargins, textBoxes } from './support/pdf-boxes';
import { philippineRecipient, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { paidTransfer, sendingMoney } from './support/transfers';

/**
 * Everything Homeward sends a customer is in the language their account keeps (decision 0038):
 * the codes from sign-up on, the transfer's emails, texts and push, and the receipt, with
 * numbers and dates as that language writes them and the receipt in fonts that have its script.
 */

let t: TestApp;
beforeAll(async () => {
  // A large transfer pays out at once instead of waiting for a review.
  t = await createTestApp({ ...sendingMoney, COMPLIANCE_HOLD_ABOVE: '100000' });
});
afterAll(() => t.close());

async function outbox(to: string, channel: 'mail' | 'sms' = 'mail') {
  await drainJobs(t);
  return t.database.db
    .select()
    .from(devOutbox)
    .where(and(eq(devOutbox.to, to), eq(devOutbox.channel, channel === 'mail' ? 'email' : 'sms')))
    .orderBy(devOutbox.createdAt);
}

/** A verified, fully onboarded sender who then chose `language` in Settings. */
async function senderIn(language: string) {
  const customer = await sender(t, 2, `speaks-${language}`);
  const chosen = await customer.browser.put('/client/v1/language', { language });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return customer;
}

describe('mail, texts and push in the customer’s language', () => {
  it('sends the sign-up code in the language the customer signed up in', async () => {
    const email = `speaks-hindi-${Date.now()}@example.com`;
    const browser = new TestBrowser(t.app);
    await browser.csrf();
    const signedUp = await browser.post(
      '/client/v1/signup',
      { email, password: PASSWORD, confirm_password: PASSWORD },
      { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } },
    );
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const [mail] = await outbox(email);
    const code = /(\d{6})/.exec(mail?.subject ?? '')?.[1] ?? '';
    const hindi = speakerFor('hi');
    expect(mail?.subject).toBe(hindi.t(codeSentences.verificationSubject, { code }));
    expect(mail?.text).toContain(hindi.t(codeSentences.yourCode, { code }));
    expect(mail?.text).toContain(
      hindi.t(codeSentences.validity, { minutes: t.app.deps.config.codes.ttlMinutes }),
    );
    expect(mail?.html).toContain('<html lang="hi" dir="ltr">');
  });

  it('tells of a transfer by email and text in Vietnamese, with Vietnamese numbers', async () => {
    const customer = await senderIn('vi');
    const on = await customer.browser.put('/client/v1/notification-preferences', {
      preferences: [{ kind: 'transfer_updates', channel: 'sms', enabled: true }],
    });
    expect(on.statusCode, on.body).toBe(200);
    const recipient = await philippineRecipient(customer.browser);
    const id = await paidTransfer(t, customer.browser, recipient.id, '100');
    const transfer = (await customer.browser.get(`/client/v1/transactions/${id}`)).json();

    const vi = speakerFor('vi');
    const values = {
      name: 'Maria Santos Cruz',
      charged: vi.money(transfer.total_to_pay),
      receives: vi.money(transfer.receive_amount),
    };
    // "105,49 AUD": a decimal comma and the code after, as Vietnamese writes amounts.
    expect(values.charged).toMatch(/^\d+,\d{2} AUD$/);
    const mails = await outbox(customer.email);
    const paid = mails.find(
      (mail) => mail.subject === vi.t(transferSentences.fundsReceivedSubject, values),
    );
    expect(paid?.text).toContain(vi.t(transferSentences.fundsReceivedLine, values));
    expect(paid?.html).toContain('<html lang="vi" dir="ltr">');

    const [account] = await t.database.db
      .select({ mobile: accounts.mobileNumber })
      .from(accounts)
      .where(eq(accounts.customerId, customer.customerId));
    const texts = (await outbox(account?.mobile ?? '', 'sms')).map((sms) => sms.text);
    const headline = vi.t(transferSentences.fundsReceivedSubject, values);
    expect(texts).toContain(
      vi.t(transferSentences.text, { headline, tracking: transfer.tracking_number }),
    );
    // Vietnamese letters take a text out of the GSM alphabet; no link, as in English.
    for (const text of texts.slice(-2)) expect(text).not.toMatch(/https?:/);
  });
});

describe('the receipt in the customer’s language', () => {
  async function receiptIn(language: string, timeZone: string) {
    const customer = await senderIn(language);
    const recipient = await philippineRecipient(customer.browser);
    const id = await paidTransfer(t, customer.browser, recipient.id, '9500');
    const transfer = (
      await customer.browser.get(`/client/v1/transactions/${id}`)
    ).json() as Transfer;
    const response = await customer.browser.get(
      `/client/v1/transactions/${id}/receipt?tz=${encodeURIComponent(timeZone)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const pdf = response.rawPayload;
    return { transfer, pdf, ...(await textBoxes(pdf)) };
  }

  it('is in Hindi, set in Noto Sans Devanagari, with amounts grouped the Indian way', async () => {
    const { transfer, pdf, boxes, page, text } = await receiptIn('hi', 'Asia/Kolkata');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    const hindi = speakerFor('hi', 'Asia/Kolkata');
    // More than a lakh of pesos: "PHP 3,42,123.45".
    expect(Number(transfer.receive_amount.amount)).toBeGreaterThan(100_000);
    expect(hindi.money(transfer.receive_amount)).toMatch(/^PHP \d{1,2},\d{2},\d{3}\.\d{2}$/);
    expect(text).toContain(hindi.money(transfer.receive_amount));
    expect(text).toContain(transfer.tracking_number);
    // Intl names the zone by its canonical ICU name, Asia/Calcutta in Node's data.
    expect(text).toMatch(/\(Asia\/(Kolkata|Calcutta)\)/);
    expect(outsideMargins(boxes, page)).toEqual([]);
    expect(clashes(boxes, { acrossLines: true })).toEqual([]);
  });

  it('is in Urdu, in Noto Naskh Arabic, mirrored: labels at the right, values at the left', async () => {
    const { transfer, pdf, boxes, page } = await receiptIn('ur', 'Asia/Karachi');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic-Regular/);
    // pdf.js cannot measure shaped Arabic: it splits a word wherever a dot or mark is placed
    // and gives the pieces widths of their own. Arabic items are held to the left margin; the
    // Latin ones, which it measures right, to every margin and to each other. (The page was
    // rendered to PNG and looked at: docs/screenshots/receipt-urdu.png.)
    const arabic = boxes.filter((box) => ARABIC.test(box.text));
    const latin = boxes.filter((box) => !ARABIC.test(box.text));
    expect(outsideMargins(latin, page)).toEqual([]);
    expect(clashes(latin)).toEqual([]);
    expect(arabic.filter((box) => box.left < MARGIN - 0.5).map((box) => box.text)).toEqual([]);
    // The tracking number's row: its value starts at the left margin, its label ends at the
    // right one; the heading above them starts from the right.
    const value = boxes.find((box) => box.text === transfer.tracking_number);
    expect(value?.left).toBeCloseTo(MARGIN, 0);
    const row = boxes.filter(
      (box) => box.top >= (value?.bottom ?? 0) && box.bottom <= (value?.top ?? 0) && box !== value,
    );
    // pdf.js gives the label in pieces (see above): every piece of it is in the page's right half.
    expect(row.length).toBeGreaterThan(0);
    expect(row.map((piece) => piece.text).join('')).toMatch(ARABIC);
    for (const piece of row) expect(piece.left).toBeGreaterThan(page.width / 2);
    const urdu = speakerFor('ur');
    expect(urdu.t(receiptSentences.trackingNumber)).not.toBe(receiptSentences.trackingNumber);
  });
});
