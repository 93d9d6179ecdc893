import type { FinanceExportKind } from '@homeward/contract';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { customers, ledgerEntries, ledgerJournals, payments, transfers } from '../../../db/schema';
import { fromMinor } from '../../../lib/money';

/** Rows read per query: a year of data streams out in pages, never held whole. */
export const PAGE = 1000;

type Cell = string | null;

/** One kind of export: its columns and its rows, page by page, oldest first. */
interface ExportKind {
  columns: string[];
  rows(db: Database, start: Date, end: Date): AsyncGenerator<Cell[]>;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;
const amount = (minor: number, currency: string) => fromMinor(minor, currency);

/**
 * Pages of a query in a stable order: each page starts after the last row of the one before
 * (keyset paging), so a long export neither skips nor repeats rows and no page is slow.
 */
async function* paged<R>(read: (after: R | undefined) => Promise<R[]>): AsyncGenerator<R> {
  let after: R | undefined;
  for (;;) {
    const page = await read(after);
    yield* page;
    if (page.length < PAGE) return;
    after = page.at(-1);
  }
}

/** Ledger entries of journals posted in [start, end), optionally of one account or kind. */
function entries(db: Database, start: Date, end: Date, only: SQL | undefined) {
  return paged(async (after: { at: Date; journalId: string; entryId: number } | undefined) =>
    db
      .select({
        at: ledgerJournals.createdAt,
        journalId: ledgerJournals.id,
        entryId: ledgerEntries.id,
        kind: ledgerJournals.kind,
        reference: ledgerJournals.reference,
        transferId: ledgerJournals.transferId,
        trackingNumber: transfers.trackingNumber,
        account: ledgerEntries.account,
        currency: ledgerEntries.currency,
        amountMinor: ledgerEntries.amountMinor,
        payment: {
          id: payments.id,
          provider: payments.provider,
          providerReference: payments.providerReference,
          refundReference: payments.refundReference,
        },
      })
      .from(ledgerEntries)
      .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
      .leftJoin(transfers, eq(transfers.id, ledgerJournals.transferId))
      // A journal about one payment names it as its reference (transfer-lifecycle/journals.ts).
      .leftJoin(payments, sql`${payments.id}::text = ${ledgerJournals.reference}`)
      .where(
        and(
          gte(ledgerJournals.createdAt, start),
          lt(ledgerJournals.createdAt, end),
          only,
          after &&
            sql`(${ledgerJournals.createdAt}, ${ledgerJournals.id}, ${ledgerEntries.id}) > (${after.at.toISOString()}::timestamptz, ${after.journalId}::uuid, ${after.entryId})`,
        ),
      )
      .orderBy(asc(ledgerJournals.createdAt), asc(ledgerJournals.id), asc(ledgerEntries.id))
      .limit(PAGE),
  );
}

export const financeExports: Record<FinanceExportKind, ExportKind> = {
  /** Every transfer confirmed in the period, with its price as the customer agreed it. */
  transfers: {
    columns: [
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
    ],
    async *rows(db, start, end) {
      const rows = paged(async (after: { transfer: typeof transfers.$inferSelect } | undefined) =>
        db
          .select({ transfer: transfers, customerNumber: customers.crn })
          .from(transfers)
          .innerJoin(customers, eq(customers.id, transfers.customerId))
          .where(
            and(
              gte(transfers.createdAt, start),
              lt(transfers.createdAt, end),
              after &&
                sql`(${transfers.createdAt}, ${transfers.id}) > (${after.transfer.createdAt.toISOString()}::timestamptz, ${after.transfer.id}::uuid)`,
            ),
          )
          .orderBy(asc(transfers.createdAt), asc(transfers.id))
          .limit(PAGE),
      );
      for await (const { transfer: t, customerNumber } of rows) {
        yield [
          iso(t.createdAt),
          t.id,
          t.trackingNumber,
          customerNumber,
          t.status,
          t.payoutMethod,
          t.recipient.countryIso2,
          t.sourceCurrency,
          amount(t.sendMinor, t.sourceCurrency),
          amount(t.feeMinor, t.sourceCurrency),
          amount(t.totalMinor, t.sourceCurrency),
          t.destinationCurrency,
          amount(t.receiveMinor, t.destinationCurrency),
          t.customerRate,
          t.midRate,
          iso(t.paidAt),
        ];
      }
    },
  },

  /** Fees earned (positive) and given back with refunds (negative), from the ledger. */
  fees: {
    columns: [
      'at',
      'journal_id',
      'journal_kind',
      'transfer_id',
      'tracking_number',
      'currency',
      'fee_amount',
    ],
    async *rows(db, start, end) {
      for await (const e of entries(db, start, end, eq(ledgerEntries.account, 'fee_revenue'))) {
        // fee_revenue is income: a credit (negative) is a fee earned.
        yield [
          iso(e.at),
          e.journalId,
          e.kind,
          e.transferId,
          e.trackingNumber,
          e.currency,
          amount(-e.amountMinor, e.currency),
        ];
      }
    },
  },

  /** Refunds the payment provider confirmed paid back to customers. */
  refunds: {
    columns: [
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
    ],
    async *rows(db, start, end) {
      const paid = and(
        eq(ledgerJournals.kind, 'refund_paid'),
        eq(ledgerEntries.account, 'refunds_payable'),
      );
      for await (const e of entries(db, start, end, paid)) {
        yield [
          iso(e.at),
          e.journalId,
          e.transferId,
          e.trackingNumber,
          e.payment?.id ?? null,
          e.payment?.provider ?? null,
          e.payment?.providerReference ?? null,
          e.payment?.refundReference ?? null,
          e.currency,
          amount(e.amountMinor, e.currency),
        ];
      }
    },
  },

  /** Every ledger entry of the period: debits positive, credits negative. */
  journals: {
    columns: [
      'at',
      'journal_id',
      'journal_kind',
      'transfer_id',
      'tracking_number',
      'reference',
      'account',
      'currency',
      'amount',
    ],
    async *rows(db, start, end) {
      for await (const e of entries(db, start, end, undefined)) {
        yield [
          iso(e.at),
          e.journalId,
          e.kind,
          e.transferId,
          e.trackingNumber,
          e.reference || null,
          e.account,
          e.currency,
          amount(e.amountMinor, e.currency),
        ];
      }
    },
  },
};
