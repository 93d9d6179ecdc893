import type { Transfer } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakerFor } from '../src/i18n/speaker';
import { statementSentences as says } from '../src/modules/statements/sentences';
import { ARABIC, textBoxes } from './support/pdf-boxes';
import { philippineRecipient, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { paidTransfer, sendingMoney } from './support/transfers';

/**
 * The customer's statement (PDF) in the language their account keeps, as the receipt is
 * (decision 0038): its headings, labels and page footer, amounts as the language writes them,
 * and mirrored for Urdu. statements.test.ts holds the English.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...sendingMoney, COMPANY_NAME: 'Statement Words Pty Ltd' });
});
afterAll(() => t.close());

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const from = day(-1);
const to = day(1);

/** A statement of one paid transfer, for a customer who chose `language` in Settings. */
async function statementIn(language: string) {
  const { browser } = await sender(t, 2, `statement-${language}`);
  const chosen = await browser.put('/client/v1/language', { language });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const recipient = await philippineRecipient(browser);
  const id = await paidTransfer(t, browser, recipient.id, '300');
  const transfer = (await browser.get(`/client/v1/transactions/${id}`)).json() as Transfer;
  const response = await browser.get(
    `/client/v1/statements?from=${from}&to=${to}&tz=UTC&format=pdf`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return { transfer, pdf: response.rawPayload, ...(await textBoxes(response.rawPayload)) };
}

describe('the statement in the customer’s language', () => {
  it('is in Vietnamese: its headings, labels and footer, amounts as Vietnamese writes them', async () => {
    const { transfer, text } = await statementIn('vi');
    const vi = speakerFor('vi');
    // pdf.js reads the bold "ị" of "giao dịch" as two glyphs: the headings checked have none.
    for (const words of [says.date, says.youSent, says.totalPaid, says.totals, says.currency]) {
      expect(vi.t(words)).not.toBe(words);
      expect(text).toContain(vi.t(words));
    }
    expect(text).toContain(vi.t(says.period, { from, to, zone: 'UTC' }));
    expect(text).toContain(
      vi.t(says.pageFooter, { company: 'Statement Words Pty Ltd', from, to, page: 1, count: 1 }),
    );
    // "305,49 AUD": a decimal comma and the code after.
    expect(vi.money(transfer.total_to_pay)).toMatch(/^[\d.]+,\d{2} AUD$/);
    expect(text).toContain(vi.money(transfer.total_to_pay));
    expect(text).toContain(transfer.tracking_number);
    // The letterhead's sentences too, around the company's own words.
    expect(text).toContain('Hỗ trợ: help@homeward.example hoặc');
    expect(text).not.toContain('Regulated by');
    expect(text).not.toContain('Statement of transfers');
    expect(text).not.toContain('Total paid');
  });

  it('is in Urdu, in Noto Naskh Arabic, mirrored: the table starts at the right', async () => {
    const { transfer, pdf, boxes, page } = await statementIn('ur');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoNaskhArabic-Regular/);
    // The tracking number is the table's second column: near the right edge in Urdu.
    const tracking = boxes.find((box) => box.text.includes(transfer.tracking_number));
    expect(tracking?.left).toBeGreaterThan(page.width * 0.6);
    // The Urdu words are there (pdf.js gives shaped Arabic in pieces: see speaks-their-language).
    expect(boxes.some((box) => ARABIC.test(box.text))).toBe(true);
  });
});
