import type { FinanceExportKind } from '@homeward/contract';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { customers, ledgerEntries, ledgerJournals, payments, transfers } from '../../../db/schema';
import { fromMinor } from '../../../lib/money';

/**
 * The predicate of transfers_export_idx, stated word for word: it makes the partial index
 * usable here, and only here (always true: send_minor is never null).
 */
const EXPORTED = sql`${transfers.sendMinor} is not null`;

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

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
 * Rows of a query in a stable order, a page at a time: each page starts after the last row of
 * the one before (keyset paging), so a long export neither skips nor repeats rows and no page
 * reads more than it returns.
 */
async function* paged<R>(read: (after: R | undefined) => Promise<R[]>): AsyncGenerator<R[]> {
  let after: R | undefined;
  for (;;) {
    const page = await read(after);
    if (page.length > 0) yield page;
    if (page.length < PAGE) return;
    after = page.at(-1);
  }
}

/**
 * After the row with this id in (created_at, id) order. The database's own timestamp is
 * compared, not one read back into JavaScript (milliseconds only: rows a microsecond apart
 * would be read twice).
 */
const after = (table: typeof transfers | typeof ledgerJournals, id: string) =>
  sql`(${table.createdAt}, ${table.id}) > (select created_at, id from ${table} where id = ${id}::uuid)`;

/**
 * Ledger entries of journals posted in [start, end), journal by journal: a page of journals
 * (in the order of their index), then their entries, optionally of one account.
 */
async function* entries(
  db: Database,
  start: Date,
  end: Date,
  only: { kind?: string; account?: string } = {},
) {
  const journals = paged((last: { id: string } | undefined) =>
    db
      .select({ id: ledgerJournals.id })
      .from(ledgerJournals)
      .where(
        and(
          gte(ledgerJournals.createdAt, start),
          lt(ledgerJournals.createdAt, end),
          only.kind === undefined ? undefined : eq(ledgerJournals.kind, only.kind),
          last && after(ledgerJournals, last.id),
        ),
      )
      .orderBy(asc(ledgerJournals.createdAt), asc(ledgerJournals.id))
      .limit(PAGE),
  );
  for await (const page of journals) {
    const rows = await db
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
      // A journal about one payment names it as its reference (transfer-lifecycle/journals.ts);
      // cast on the journal's side, so each row finds its payment by primary key.
      .leftJoin(
        payments,
        sql`${payments.id} = case when ${ledgerJournals.reference} ~ ${UUID} then ${ledgerJournals.reference}::uuid end`,
      )
      .where(
        and(
          inArray(
            ledgerEntries.journalId,
            page.map((journal) => journal.id),
          ),
          only.account === undefined ? undefined : eq(ledgerEntries.account, only.account),
        ),
      );
    // In the page's journal order, each journal's entries as posted.
    const position = new Map(page.map((journal, i) => [journal.id, i]));
    const rank = (row: (typeof rows)[number]) => position.get(row.journalId) ?? 0;
    yield* rows.sort((a, b) => rank(a) - rank(b) || a.entryId - b.entryId);
  }
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
      const pages = paged((last: { transfer: { id: string } } | undefined) =>
        db
          .select({ transfer: transfers, customerNumber: customers.crn })
          .from(transfers)
          .innerJoin(customers, eq(customers.id, transfers.customerId))
          .where(
            and(
              EXPORTED,
              gte(transfers.createdAt, start),
              lt(transfers.createdAt, end),
              last && after(transfers, last.transfer.id),
            ),
          )
          .orderBy(asc(transfers.createdAt), asc(transfers.id))
          .limit(PAGE),
      );
      const rows = (async function* () {
        for await (const page of pages) yield* page;
      })();
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
      for await (const e of entries(db, start, end, { account: 'fee_revenue' })) {
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
      const paid = { kind: 'refund_paid', account: 'refunds_payable' };
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
      for await (const e of entries(db, start, end)) {
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
