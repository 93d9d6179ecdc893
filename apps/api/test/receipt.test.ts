import { randomUUID } from 'node:crypto';
import { cancellationRight, type Transfer } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { speakerFor } from '../src/i18n/speaker';
import { companyFooter } from '../src/modules/company/details';
import { errorResolutionRights, renderReceipt } from '../src/modules/transfers/receipt';
import type { TestBrowser } from './support/browser';
import { clashes, outsideMargins, textBoxes } from './support/pdf-boxes';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { createTestApp, productionPush, type TestApp } from './support/test-app';
import { sendingMoney } from './support/transfers';

const company = {
  COMPANY_NAME: 'Receipt Test Remittances Pty Ltd',
  COMPANY_LICENCE: 'AFSL 999999, AUSTRAC IND123456789',
  COMPANY_ADDRESS: 'Level 9, 1 Test Street, Sydney NSW 2000',
  COMPANY_COMPLAINTS_EMAIL: 'complaints@receipt-test.example',
  COMPANY_OMBUDSMAN: 'Test Ombudsman Service, ombudsman.example, 1800 000 000',
  COMPANY_REGULATOR: 'the Test Securities Commission and the Test Reports Centre',
  COMPANY_SUPPORT_EMAIL: 'help@receipt-test.example',
  COMPANY_PHONE: '1300 111 222',
  COMPANY_SUPPORT_HOURS: 'every day, 8 am to 8 pm Sydney time',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ...sendingMoney,
    // A large transfer pays out at once instead of waiting for a review.
    COMPLIANCE_HOLD_ABOVE: '100000',
    ...company,
  });
});
afterAll(() => t.close());

/** "342123.45" → "342,123.45", written out here so the test does not share the code's way. */
const grouped = (amount: string) => amount.replace(/\B(?=(\d{3})+(?!\d))(?<!\.\d*)/g, ',');

const longName =
  'Maria Concepcion Esperanza Santos Dela Cruz Villanueva Reyes Bautista Mendoza Fernandez Garcia';

async function paidTransfer(amount: string) {
  const customer = await sender(t, 2);
  const recipient = await philippineRecipient(customer.browser, longName);
  const quote = await quoteFor(customer.browser, amount);
  const created = await customer.browser.post(
    '/client/v1/transactions',
    {
      quote_id: quote.id,
      recipient_id: recipient.id,
      purpose: 'family_support',
      source_of_funds: 'salary',
      reference: 'School fees, second term 2026',
    },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.statusCode, created.body).toBe(201);
  const transfer = created.json() as Transfer;
  const payment = (
    await customer.browser.post(`/client/v1/transactions/${transfer.id}/payments`, {
      method: 'card',
    })
  ).json();
  await t.app.inject({
    method: 'POST',
    url: new URL(payment.checkout_url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=Ana&number=4242424242424242&expiry=12%2F39&cvc=123',
  });
  for (let round = 0; round < 6; round += 1) await t.app.deps.jobs.runDue();
  const settled = (
    await customer.browser.get(`/client/v1/transactions/${transfer.id}`)
  ).json() as Transfer;
  return { browser: customer.browser, transfer: settled };
}

async function receipt(browser: TestBrowser, id: string, query = '') {
  const response = await browser.get(`/client/v1/transactions/${id}/receipt${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return textBoxes(response.rawPayload);
}

describe('the receipt of a large transfer', () => {
  let paid: Awaited<ReturnType<typeof paidTransfer>>;
  beforeAll(async () => {
    paid = await paidTransfer('9500');
  }, 60_000);

  it('keeps every line inside the page margins, without one line over another', async () => {
    const { boxes, page } = await receipt(paid.browser, paid.transfer.id, '?tz=Australia/Sydney');
    expect(boxes.length).toBeGreaterThan(40);
    expect(outsideMargins(boxes, page)).toEqual([]);
    expect(clashes(boxes)).toEqual([]);
  });

  it('states the cancellation and error-resolution rights in full', async () => {
    const { text } = await receipt(paid.browser, paid.transfer.id, '?tz=Australia/Sydney');
    for (const paragraph of [cancellationRight, errorResolutionRights]) {
      const words = paragraph.split(/\s+/);
      for (const word of words) expect(text).toContain(word);
      expect(text).toContain(paragraph.replace(/\s+/g, ' '));
    }
  });

  it('groups the thousands of every amount', async () => {
    const { text } = await receipt(paid.browser, paid.transfer.id, '?tz=Australia/Sydney');
    const { send_amount, fee, total_to_pay, receive_amount } = paid.transfer;
    expect(send_amount).toEqual({ amount: '9500.00', currency: 'AUD' });
    expect(text).toContain('AUD 9,500.00');
    for (const money of [fee, total_to_pay, receive_amount]) {
      expect(text).toContain(`${money.currency} ${grouped(money.amount)}`);
    }
    // The whole cost and the mid-market rate, as the price showed them before confirming.
    const { total_cost, rate_cost, mid_market_rate } = paid.transfer;
    expect(text).toContain(
      `${grouped(total_cost.amount)} (fee AUD ${grouped(fee.amount)} + AUD ${grouped(rate_cost.amount)} in our rate)`,
    );
    expect(text).toContain(`1 AUD = ${mid_market_rate} PHP`);
    expect(Number(receive_amount.amount)).toBeGreaterThan(100_000);
    // No amount anywhere without its separators.
    expect(text).not.toMatch(/\b(AUD|PHP) \d{4,}/);
  });

  it('shows times in the zone the customer asked for, with its name', async () => {
    const { text } = await receipt(paid.browser, paid.transfer.id, '?tz=Australia/Sydney');
    const sydney = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(paid.transfer.created_at));
    expect(text).toMatch(
      new RegExp(`${sydney} at \\d{1,2}:\\d{2} [ap]m AE[DS]T \\(Australia/Sydney\\)`),
    );
    expect(text).not.toMatch(/\bUTC\b/);

    const manila = await receipt(paid.browser, paid.transfer.id, '?tz=Asia%2FManila');
    expect(manila.text).toMatch(/\d{1,2}:\d{2} [ap]m GMT\+8 \(Asia\/Manila\)/);
  });

  it('without a zone, uses the zone of the customer’s country of residence', async () => {
    // The test customers live in Australia.
    const { text } = await receipt(paid.browser, paid.transfer.id);
    expect(text).toMatch(/\d{1,2}:\d{2} [ap]m AE[DS]T \(Australia\/Sydney\)/);
  });

  it('refuses a zone it does not know with 422, naming the parameter', async () => {
    for (const tz of ['Mars/Olympus_Mons', '+05:00', 'x'.repeat(200)]) {
      const response = await paid.browser.get(
        `/client/v1/transactions/${paid.transfer.id}/receipt?tz=${encodeURIComponent(tz)}`,
      );
      expect(response.statusCode, tz).toBe(422);
      expect(Object.keys(response.json().errors), tz).toEqual(['tz']);
    }
  });

  it('names the company, its licence and where to complain', async () => {
    const { text } = await receipt(paid.browser, paid.transfer.id, '?tz=Australia/Sydney');
    for (const value of Object.values(company)) expect(text).toContain(value);
    // The letterhead is the footer every email and the checkout print, ABN included.
    const flat = text.replace(/\s+/g, ' ');
    for (const line of companyFooter(t.app.deps.config.company)) expect(flat).toContain(line);
  });

  it('breaks long receipts across pages, each page inside its margins and numbered', async () => {
    const long: Transfer = {
      ...paid.transfer,
      timeline: Array.from({ length: 30 }, (_, index) => ({
        status: 'processing' as const,
        title: 'Sending to the recipient',
        at: paid.transfer.created_at,
        reason: `Step ${index + 1}: a reason long enough to wrap onto a second line of the row, as refusals and failures can be.`,
      })),
    };
    const pdf = await renderReceipt(long, {
      sender: { name: 'Maria Santos', email: 'maria@example.com' },
      company: t.app.deps.config.company,
      speaker: speakerFor('en-AU', 'Pacific/Auckland'),
    });
    const { boxes, page, pages, text } = await textBoxes(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(outsideMargins(boxes, page)).toEqual([]);
    expect(clashes(boxes)).toEqual([]);
    for (let number = 1; number <= pages; number += 1) {
      expect(text).toContain(`Receipt ${long.tracking_number} · page ${number} of ${pages}`);
    }
    expect(text).toContain('Step 30: a reason long enough');
    expect(text).toContain(cancellationRight);
  });

  it('fits a cash pickup section with a long name inside the margins, without clashes', async () => {
    const pickup: Transfer = {
      ...paid.transfer,
      pickup: {
        code: '4829105736',
        network: 'Prabhu Money Transfer',
        bring: `A valid photo ID in the name ${longName}.`,
      },
    };
    const pdf = await renderReceipt(pickup, {
      sender: { name: 'Maria Santos', email: 'maria@example.com' },
      company: t.app.deps.config.company,
      speaker: speakerFor('en-AU', 'Australia/Sydney'),
    });
    const { boxes, page, text } = await textBoxes(pdf);
    expect(outsideMargins(boxes, page)).toEqual([]);
    expect(clashes(boxes)).toEqual([]);
    expect(text).toContain('Pickup code 482 910 5736');
    expect(text).toContain('Collect at Prabhu Money Transfer');
    for (const word of longName.split(' ')) expect(text).toContain(word);
  });

  it('writes the recipient’s long name in full', async () => {
    const { text } = await receipt(paid.browser, paid.transfer.id, '?tz=Australia/Sydney');
    for (const word of longName.split(' ')) expect(text).toContain(word);
  });
});

describe('the company settings', () => {
  const production = {
    APP_ENV: 'production',
    APP_KEY: `base64:${Buffer.alloc(32, 7).toString('base64')}`,
    APP_URL: 'https://homeward.example',
    DATABASE_URL: 'postgres://db/homeward',
    SMTP_URL: 'smtp://mail.homeward.example:587',
    SMS_URL: 'https://sms.homeward.example/send',
    // What the regulator's reports name (required in production too, not this suite's subject).
    AUSTRAC_RE_NUMBER: '123456789',
    COMPANY_ABN: '12345678901',
    PAYOUT_PARTNER_NAME: 'Test Payout Partner Inc.',
    ...productionPush,
  };

  it('have development defaults', () => {
    const config = loadConfig({ APP_ENV: 'test', APP_KEY: production.APP_KEY });
    expect(config.company).toMatchObject({
      name: 'Homeward Pty Ltd',
      complaintsEmail: 'complaints@homeward.example',
    });
    expect(config.company.licence).toMatch(/development/);
  });

  it('refuse the development defaults in production', () => {
    expect(() => loadConfig(production)).toThrow(
      /COMPANY_NAME[\s\S]*COMPANY_LICENCE[\s\S]*COMPANY_ADDRESS[\s\S]*COMPANY_COMPLAINTS_EMAIL[\s\S]*COMPANY_SUPPORT_EMAIL[\s\S]*COMPANY_PHONE/,
    );
    expect(loadConfig({ ...production, ...company }).company).toEqual({
      name: company.COMPANY_NAME,
      licence: company.COMPANY_LICENCE,
      address: company.COMPANY_ADDRESS,
      complaintsEmail: company.COMPANY_COMPLAINTS_EMAIL,
      ombudsman: company.COMPANY_OMBUDSMAN,
      regulator: company.COMPANY_REGULATOR,
      abn: production.COMPANY_ABN,
      supportEmail: company.COMPANY_SUPPORT_EMAIL,
      phone: company.COMPANY_PHONE,
      supportHours: company.COMPANY_SUPPORT_HOURS,
    });
  });

  it('refuse a complaints address that is not an email address', () => {
    expect(() =>
      loadConfig({ ...production, ...company, COMPANY_COMPLAINTS_EMAIL: 'nope' }),
    ).toThrow(/COMPANY_COMPLAINTS_EMAIL/);
  });
});
