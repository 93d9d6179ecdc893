import { csvCell } from '../../lib/csv-cell';
import { stringify } from 'csv-stringify/sync';
import type { Statement } from './statement';
import { localDateTime } from './time';

const columns = [
  'type',
  'date',
  'time_zone',
  'tracking_number',
  'recipient',
  'status',
  'currency',
  'amount_sent',
  'fee',
  'total_paid',
  'rate',
  'amount_received',
  'received_currency',
  'refunded',
];

/**
 * The statement as one table a spreadsheet opens as it is: a row per transfer, a row per
 * refund, then a total row per currency paid in. Amounts are the decimal strings of the stored
 * minor units; dates are the customer's wall-clock time in the statement's zone.
 */
export function statementCsv(statement: Statement): string {
  const zone = statement.timeZone;
  const when = (at: Date) => localDateTime(zone, at);
  const rows: string[][] = [
    ...statement.transfers.map((t) => [
      'transfer',
      when(t.createdAt),
      zone,
      t.trackingNumber,
      t.recipient,
      t.status,
      t.sendCurrency,
      t.sent,
      t.fee,
      t.totalPaid,
      t.rate,
      t.received,
      t.receiveCurrency,
      '',
    ]),
    ...statement.refunds.map((r) => [
      'refund',
      when(r.at),
      zone,
      r.trackingNumber,
      '',
      '',
      r.currency,
      '',
      '',
      '',
      '',
      '',
      '',
      r.amount,
    ]),
    ...statement.totals.map((total) => [
      'total',
      `${statement.from} to ${statement.to}`,
      zone,
      '',
      '',
      '',
      total.currency,
      total.sent,
      total.fees,
      total.paid,
      '',
      '',
      '',
      total.refunded,
    ]),
  ];
  return stringify(
    rows.map((row) => row.map((value) => csvCell(value))),
    { header: true, columns },
  );
}
