import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transfers } from '../src/db/schema';
import type { TestBrowser } from './support/browser';
import { philippineRecipient } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { confirmedTransfer, paidTransfer, sendingMoney, settle } from './support/transfers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...sendingMoney, COMPANY_NAME: 'Statement Test Remittances Pty Ltd' });
});
afterAll(() => t.close());

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** A period around today (UTC) that holds every transfer the tests make. */
const around = `from=${day(-1)}&to=${day(1)}&tz=UTC`;

async function pdfText(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.loadingTask.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

const statement = (browser: TestBrowser, query: string) =>
  browser.get(`/client/v1/statements?${query}`);

interface Seen {
  tracking_number: string;
  send_amount: { amount: string };
  fee: { amount: string };
  total_to_pay: { amount: string };
  receive_amount: { amount: string };
  customer_rate: string;
}

describe('statements', () => {
  let browser: TestBrowser;
  let completed: Seen;
  let refunded: Seen;
  let unpaid: Seen;
  let otherCustomers: Seen;
  let profile: { crn: string };

  beforeAll(async () => {
    // An unpaid transfer to a recipient whose name a spreadsheet would run as a formula.
    const first = await confirmedTransfer(t, { amount: '500' });
    browser = first.browser;
    await t.database.db
      .update(transfers)
      .set({ recipientName: '=HYPERLINK("http://evil.example")' })
      .where(eq(transfers.id, first.transfer.id));
    const recipient = await philippineRecipient(browser);
    const completedId = await paidTransfer(t, browser, recipient.id, '300');
    // Another customer's transfer, made in the same period.
    const other = await confirmedTransfer(t, { amount: '500' });
    const view = async (b: TestBrowser, id: string) =>
      (await b.get(`/client/v1/transactions/${id}`)).json() as Seen & { status: string };
    const refundedId = await (async () => {
      // Over the hold threshold: held for review, so it can still be cancelled and refunded.
      const id = await paidTransfer(t, browser, recipient.id, '5500');
      const cancelled = await browser.post(`/client/v1/transactions/${id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await settle(t);
      return id;
    })();
    unpaid = await view(browser, first.transfer.id);
    completed = await view(browser, completedId);
    refunded = await view(browser, refundedId);
    expect((refunded as Seen & { status: string }).status).toBe('refunded');
    otherCustomers = await view(other.browser, other.transfer.id);
    profile = (await browser.get('/client/v1/profile')).json() as { crn: string };
  });

  it('lists every transfer and refund of the period as CSV, with totals per currency', async () => {
    const response = await statement(browser, `${around}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="homeward-statement-${day(-1)}-to-${day(1)}.csv"`,
    );
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    const byTracking = (type: string, seen: Seen) =>
      rows.find((row) => row.type === type && row.tracking_number === seen.tracking_number);

    expect(rows.filter((row) => row.type === 'transfer')).toHaveLength(3);
    for (const seen of [unpaid, completed, refunded]) {
      expect(byTracking('transfer', seen)).toMatchObject({
        currency: 'AUD',
        amount_sent: seen.send_amount.amount,
        fee: seen.fee.amount,
        // Money never paid is not "paid": the unpaid transfer is listed with nothing here.
        total_paid: seen === unpaid ? '' : seen.total_to_pay.amount,
        rate: seen.customer_rate,
        amount_received: seen.receive_amount.amount,
        received_currency: 'PHP',
        time_zone: 'UTC',
      });
    }
    expect(byTracking('transfer', completed)?.status).toBe('Delivered');
    expect(byTracking('transfer', completed)?.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The refund gives back all that was paid, the fee included.
    expect(byTracking('refund', refunded)?.refunded).toBe(refunded.total_to_pay.amount);
    // Formula injection: the name is kept, but a spreadsheet reads it as text.
    expect(byTracking('transfer', unpaid)?.recipient).toBe(`'=HYPERLINK("http://evil.example")`);
    // Another customer's transfer is not there.
    expect(response.body).not.toContain(otherCustomers.tracking_number);

    const total = rows.find((row) => row.type === 'total' && row.currency === 'AUD');
    // Only what was paid is summed (the unpaid transfer is not).
    const sum = (pick: (seen: Seen) => string) =>
      [completed, refunded]
        .reduce((cents, seen) => cents + BigInt(pick(seen).replace('.', '')), 0n)
        .toString()
        .replace(/(\d{2})$/, '.$1');
    expect(total).toMatchObject({
      amount_sent: sum((seen) => seen.send_amount.amount),
      fee: sum((seen) => seen.fee.amount),
      total_paid: sum((seen) => seen.total_to_pay.amount),
      refunded: refunded.total_to_pay.amount,
    });
  });

  it("dates a refund by when it was paid back, whatever the transfer's own date", async () => {
    // The refunded transfer set up ten days ago: its refund, paid back today, is today's.
    const [row] = await t.database.db
      .select({ id: transfers.id, createdAt: transfers.createdAt })
      .from(transfers)
      .where(eq(transfers.trackingNumber, refunded.tracking_number));
    if (!row) throw new Error('no refunded transfer');
    await t.database.db
      .update(transfers)
      .set({ createdAt: new Date(row.createdAt.getTime() - 10 * 86_400_000) })
      .where(eq(transfers.id, row.id));
    try {
      const rows = parse((await statement(browser, `${around}&format=csv`)).body, {
        columns: true,
      }) as Record<string, string>[];
      const of = (type: string) =>
        rows.filter((r) => r.type === type && r.tracking_number === refunded.tracking_number);
      expect(of('transfer')).toHaveLength(0);
      expect(of('refund')).toHaveLength(1);
      const earlier = `from=${day(-12)}&to=${day(-8)}&tz=UTC&format=csv`;
      const before = parse((await statement(browser, earlier)).body, {
        columns: true,
      }) as Record<string, string>[];
      expect(before.filter((r) => r.type === 'transfer')).toHaveLength(1);
      expect(before.filter((r) => r.type === 'refund')).toHaveLength(0);
    } finally {
      await t.database.db
        .update(transfers)
        .set({ createdAt: row.createdAt })
        .where(eq(transfers.id, row.id));
    }
  });

  it('renders the PDF with the letterhead, the customer, the period, the table and pages', async () => {
    const response = await statement(browser, `${around}&format=pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Statement Test Remittances Pty Ltd');
    expect(text).toContain(`CRN) ${profile.crn}`);
    expect(text).toContain(`Period: ${day(-1)} to ${day(1)}`);
    for (const seen of [unpaid, completed, refunded]) expect(text).toContain(seen.tracking_number);
    expect(text).toContain('Refunds');
    expect(text).toContain('Totals');
    expect(text).toMatch(/page 1 of \d/);
    expect(text).not.toContain(otherCustomers.tracking_number);
  });

  it('names a whole month by the month, and says so when a period is empty', async () => {
    const response = await statement(browser, 'from=2021-02-01&to=2021-02-28&format=pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="homeward-statement-2021-02.pdf"',
    );
    expect(await pdfText(response.rawPayload)).toContain('No transfers in this period.');
    const csv = await statement(browser, 'from=2021-02-01&to=2021-02-28&format=csv');
    expect(csv.body.trim().split('\n')).toHaveLength(1);
  });

  it.each([
    ['from=2026-03-10&to=2026-03-01&format=csv', 'to', 'The period must end on or after'],
    ['from=2025-01-01&to=2026-03-01&format=csv', 'to', 'at most 12 months'],
    ['from=2026-02-30&to=2026-03-01&format=csv', 'from', 'Give a date like'],
    ['from=2026-02-01&to=2026-03-01&format=xls', 'format', 'Choose CSV or PDF.'],
    ['from=2026-02-01&to=2026-03-01', 'format', 'Choose CSV or PDF.'],
    ['from=2026-02-01&to=2026-03-01&format=csv&tz=Mars/Olympus', 'tz', 'Give the time zone'],
  ])('refuses %s with a clear message', async (query, field, message) => {
    const response = await statement(browser, query);
    expect(response.statusCode).toBe(422);
    const body = response.json() as { errors: Record<string, string[]> };
    expect(body.errors[field]?.join(' ')).toContain(message);
  });

  it('is for signed-in customers only', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/client/v1/statements?${around}&format=csv`,
    });
    expect(response.statusCode).toBe(401);
  });
});
