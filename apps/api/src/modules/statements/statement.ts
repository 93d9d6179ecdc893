import type { TransferStatus } from '@homeward/contract';
import { transferStatusTitles } from '@homeward/contract';
import type { Database } from '../../db/client';
import { fromMinor } from '../../lib/money';
import { plainRate } from '../quotes/presenter';
import { periodIn } from '../reports/days';
import { statementRepository } from './repository';

/** One transfer as a statement lists it: money as decimal strings, from the stored minor units. */
export interface StatementTransfer {
  createdAt: Date;
  trackingNumber: string;
  recipient: string;
  status: string;
  sendCurrency: string;
  sent: string;
  fee: string;
  /** Empty when the transfer was never paid. */
  totalPaid: string;
  rate: string;
  received: string;
  receiveCurrency: string;
}

export interface StatementRefund {
  at: Date;
  trackingNumber: string;
  currency: string;
  amount: string;
}

/** What the customer paid and had back, in one currency they paid in. */
export interface StatementTotal {
  currency: string;
  sent: string;
  fees: string;
  paid: string;
  refunded: string;
}

export interface Statement {
  from: string;
  to: string;
  timeZone: string;
  transfers: StatementTransfer[];
  refunds: StatementRefund[];
  totals: StatementTotal[];
}

/**
 * The customer's statement of a period of whole days in `timeZone`: every transfer confirmed in
 * it, oldest first (the money of those paid in the sums), the refunds paid back in it, and the
 * sums per currency paid in. Only the
 * customer's own rows are read (every query is bound to `customerId`).
 */
export async function buildStatement(
  db: Database,
  customerId: string,
  period: { from: string; to: string; timeZone: string },
): Promise<Statement> {
  const { start, end } = periodIn(period.timeZone, period.from, period.to);
  const read = statementRepository(db);
  const [rows, refundRows] = await Promise.all([
    read.transfers(customerId, start, end),
    read.refunds(customerId, start, end),
  ]);

  // Sums in minor units (exact integers), turned into decimals once at the end.
  const sums = new Map<string, { sent: number; fees: number; paid: number; refunded: number }>();
  const sumOf = (currency: string) => {
    let sum = sums.get(currency);
    if (!sum) sums.set(currency, (sum = { sent: 0, fees: 0, paid: 0, refunded: 0 }));
    return sum;
  };

  const listed = rows.map((row): StatementTransfer => {
    // Only money that was paid counts: a transfer set up and never paid (expired, cancelled
    // before paying) is listed, with nothing in its "total paid" and nothing in the sums.
    const paid = row.paidAt !== null;
    if (paid) {
      const sum = sumOf(row.sourceCurrency);
      sum.sent += row.sendMinor;
      sum.fees += row.feeMinor;
      sum.paid += row.totalMinor;
    }
    return {
      createdAt: row.createdAt,
      trackingNumber: row.trackingNumber,
      recipient: row.recipientName,
      status: transferStatusTitles[row.status as TransferStatus] ?? row.status,
      sendCurrency: row.sourceCurrency,
      sent: fromMinor(row.sendMinor, row.sourceCurrency),
      fee: fromMinor(row.feeMinor, row.sourceCurrency),
      totalPaid: paid ? fromMinor(row.totalMinor, row.sourceCurrency) : '',
      rate: plainRate(row.customerRate),
      received: fromMinor(row.receiveMinor, row.destinationCurrency),
      receiveCurrency: row.destinationCurrency,
    };
  });

  const refunds = refundRows.map((refund): StatementRefund => {
    sumOf(refund.currency).refunded += refund.minor;
    return {
      at: refund.at,
      trackingNumber: refund.trackingNumber,
      currency: refund.currency,
      amount: fromMinor(refund.minor, refund.currency),
    };
  });

  const totals = [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({
      currency,
      sent: fromMinor(sum.sent, currency),
      fees: fromMinor(sum.fees, currency),
      paid: fromMinor(sum.paid, currency),
      refunded: fromMinor(sum.refunded, currency),
    }));

  return { ...period, transfers: listed, refunds, totals };
}

/** "2026-11" for a whole calendar month, else "2026-11-03-to-2026-12-02": the file's name part. */
export function periodName(from: string, to: string): string {
  const month = from.slice(0, 7);
  const lastDay = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0))
    .toISOString()
    .slice(0, 10);
  return from.endsWith('-01') && to === lastDay ? month : `${from}-to-${to}`;
}
