import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, ledgerEntries, ledgerJournals, payments, transfers } from '../src/db/schema';
import { startOfDayIn } from '../src/modules/reports/days';
import { PAGE } from '../src/modules/reports/exports/repository';
import { paidTransfer, sentAt } from './support/reports';
import { signedInStaff, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import { sendingMoney } from './support/transfers';

/** The known period: one Sydney day, long past. */
const DAY = '2026-02-10';
const PERIOD = `from=${DAY}&to=${DAY}`;
const at = (hour: number) => startOfDayIn('Australia/Sydney', DAY, hour);

let t: TestApp;
let finance: StaffBrowser;
let delivered: Awaited<ReturnType<typeof paidTransfer>>;
let refunded: Awaited<ReturnType<typeof paidTransfer>>;

beforeAll(async () => {
  t = await createTestApp(sendingMoney);
  finance = await signedInStaff(t, ['finance']);
  delivered = await paidTransfer(t, { amount: '100' });
  // The payout partner refuses this recipient: the transfer fails and is refunded, fee included.
  refunded = await paidTransfer(t, { amount: '200', recipient: 'Fail Payout' });
  await sentAt(t, delivered.transferId, at(9));
  await sentAt(t, refunded.transferId, at(14));
  // Outside the period: today's transfer is in no export of that day.
  await paidTransfer(t, { amount: '50' });
});
afterAll(() => t?.close());

/** The CSV as rows of cells: none of these exports' values needs quoting. */
async function exported(kind: string, query = PERIOD) {
  const answer = await finance.get(`exports/${kind}.csv?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="homeward-${kind}-`),
  );
  expect(answer.body).not.toContain('"');
  const [header = '', ...lines] = answer.body.trimEnd().split('\n');
  const columns = header.split(',');
  const rows = lines.map((line) =>
    Object.fromEntries(line.split(',').map((cell, i) => [columns[i] ?? `?${i}`, cell])),
  );
  return { columns, rows };
}

const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);
const total = (rows: Record<string, string>[], column: string) =>
  rows.reduce((sum, row) => sum + cents(row[column]), 0);

async function transferRow(id: string) {
  const [row] = await t.database.db
    .select({ transfer: transfers, crn: customers.crn })
    .from(transfers)
    .innerJoin(customers, eq(customers.id, transfers.customerId))
    .where(eq(transfers.id, id));
  if (!row) throw new Error(`no transfer ${id}`);
  return row;
}

describe('finance exports of a period', () => {
  it('transfers: every transfer confirmed in the period, with its price', async () => {
    const { columns, rows } = await exported('transfers');
    expect(columns).toEqual([
      'created_at',
      'transfer_id',
      'tracking_number',
      'customer_number',
      'status',
      'payout_method',
      'destination_country',
      'source_currency',
      'send_amount',
      'fee_amount',
      'total_amount',
      'destination_currency',
      'receive_amount',
      'customer_rate',
      'mid_rate',
      'paid_at',
    ]);
    expect(rows.map((row) => row.transfer_id)).toEqual([delivered.transferId, refunded.transferId]);
    const { transfer, crn } = await transferRow(delivered.transferId);
    expect(rows[0]).toEqual({
      created_at: transfer.createdAt.toISOString(),
      transfer_id: transfer.id,
      tracking_number: transfer.trackingNumber,
      customer_number: crn,
      status: 'completed',
      payout_method: 'bank_account',
      destination_country: 'PH',
      source_currency: 'AUD',
      send_amount: '100.00',
      fee_amount: (transfer.feeMinor / 100).toFixed(2),
      total_amount: (transfer.totalMinor / 100).toFixed(2),
      destination_currency: 'PHP',
      receive_amount: (transfer.receiveMinor / 100).toFixed(2),
      customer_rate: transfer.customerRate,
      mid_rate: transfer.midRate,
      paid_at: transfer.paidAt?.toISOString(),
    });
    expect(rows[1]?.status).toBe('refunded');
    expect(total(rows, 'send_amount')).toBe(30_000);
    const other = await transferRow(refunded.transferId);
    expect(total(rows, 'fee_amount')).toBe(transfer.feeMinor + other.transfer.feeMinor);
  });

  it('fees: earned when paid, given back with a refund; what is kept is the delivered fee', async () => {
    const { columns, rows } = await exported('fees');
    expect(columns).toEqual([
      'at',
      'journal_id',
      'journal_kind',
      'transfer_id',
      'tracking_number',
      'currency',
      'fee_amount',
    ]);
    const { transfer } = await transferRow(delivered.transferId);
    const other = (await transferRow(refunded.transferId)).transfer;
    expect(rows.map((row) => [row.transfer_id, row.journal_kind, cents(row.fee_amount)])).toEqual([
      [delivered.transferId, 'funds_received', transfer.feeMinor],
      [refunded.transferId, 'funds_received', other.feeMinor],
      [refunded.transferId, 'refund_initiated', -other.feeMinor],
    ]);
    expect(rows.every((row) => row.currency === 'AUD')).toBe(true);
    expect(total(rows, 'fee_amount')).toBe(transfer.feeMinor);
  });

  it('refunds: what the provider confirmed paid back, with its references', async () => {
    const { columns, rows } = await exported('refunds');
    expect(columns).toEqual([
      'at',
      'journal_id',
      'transfer_id',
      'tracking_number',
      'payment_id',
      'provider',
      'provider_reference',
      'refund_reference',
      'currency',
      'refund_amount',
    ]);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.transferId, refunded.transferId));
    const { transfer } = await transferRow(refunded.transferId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      transfer_id: refunded.transferId,
      tracking_number: transfer.trackingNumber,
      payment_id: payment?.id,
      provider: payment?.provider,
      provider_reference: payment?.providerReference,
      refund_reference: payment?.refundReference,
      currency: 'AUD',
      refund_amount: (transfer.totalMinor / 100).toFixed(2),
    });
  });

  it('journals: every ledger entry of the period, balancing to zero in each currency', async () => {
    const { columns, rows } = await exported('journals');
    expect(columns).toEqual([
      'at',
      'journal_id',
      'journal_kind',
      'transfer_id',
      'tracking_number',
      'reference',
      'account',
      'currency',
      'amount',
    ]);
    const ids = [delivered.transferId, refunded.transferId];
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
      .where(inArray(ledgerJournals.transferId, ids));
    expect(rows).toHaveLength(count?.n ?? -1);
    expect(new Set(rows.map((row) => row.transfer_id))).toEqual(new Set(ids));
    for (const currency of ['AUD', 'PHP']) {
      const inCurrency = rows.filter((row) => row.currency === currency);
      expect(inCurrency.length).toBeGreaterThan(0);
      expect(total(inCurrency, 'amount')).toBe(0);
    }
    expect(new Set(rows.map((row) => row.journal_kind))).toEqual(
      new Set(['funds_received', 'payout', 'refund_initiated', 'refund_paid']),
    );
  });

  it('streams a long period page by page, none skipped or repeated, even at one instant', async () => {
    // More journals than two pages hold, many posted at one instant and the rest microseconds
    // apart: finer than JavaScript's dates, so paging must compare the database's own times.
    const journals = PAGE + 150;
    await t.database.db.execute(sql`
      insert into ledger_journals (transfer_id, kind, reference, created_at)
      select null, 'adjustment', 'paging-' || n,
        '2025-06-01T02:00:00Z'::timestamptz + (n % 7) * interval '1 microsecond'
      from generate_series(1, ${journals}) as n`);
    await t.database.db.execute(sql`
      insert into ledger_entries (journal_id, account, currency, amount_minor)
      select id, account, 'AUD', amount
      from ledger_journals, (values ('fx_position', 125), ('payout_partner', -125)) as e(account, amount)
      where kind = 'adjustment'`);
    const { rows } = await exported('journals', 'from=2025-01-01&to=2025-12-31');
    expect(rows).toHaveLength(journals * 2);
    expect(new Set(rows.map((row) => `${row.journal_id}|${row.account}`)).size).toBe(journals * 2);
    expect(total(rows, 'amount')).toBe(0);
  });

  it('audits who exported what period', async () => {
    const lines = await t.app.deps.audit.list({ action: 'export.finance', limit: 50 });
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.at(-1)).toMatchObject({
      staffEmail: finance.email,
      targetType: 'finance_export',
      targetId: 'transfers',
      after: { kind: 'transfers', from: DAY, to: DAY, time_zone: 'Australia/Sydney' },
    });
  });

  it('is finance’s alone, and refuses unknown kinds and bad periods', async () => {
    for (const roles of [['compliance'], ['support'], ['admin']] as const) {
      const staff = await signedInStaff(t, [...roles]);
      expect((await staff.get(`exports/transfers.csv?${PERIOD}`)).statusCode).toBe(403);
    }
    expect((await finance.get(`exports/payslips.csv?${PERIOD}`)).statusCode).toBe(422);
    expect((await finance.get(`exports/transfers?${PERIOD}`)).statusCode).toBe(422);
    const backwards = await finance.get('exports/fees.csv?from=2026-02-10&to=2026-02-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual([
      'The period must end on or after the day it starts.',
    ]);
    expect((await finance.get('exports/fees.csv?from=2024-01-01&to=2026-01-01')).statusCode).toBe(
      422,
    );
  });
});
