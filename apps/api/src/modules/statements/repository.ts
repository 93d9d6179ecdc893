import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerJournals, transfers } from '../../db/schema';

/** What a statement reads: one customer's rows only (every query is bound to the customer). */
export function statementRepository(db: Database) {
  return {
    /** The customer's transfers confirmed in [start, end), oldest first. */
    transfers(customerId: string, start: Date, end: Date) {
      return db
        .select()
        .from(transfers)
        .where(
          and(
            eq(transfers.customerId, customerId),
            gte(transfers.createdAt, start),
            lt(transfers.createdAt, end),
          ),
        )
        .orderBy(asc(transfers.createdAt), asc(transfers.id));
    },

    /**
     * The refunds paid back to the customer in [start, end), on any of their transfers, as the
     * ledger recorded them when the provider confirmed each one (journal `refund_paid`): a
     * transfer from last month refunded this month is in this month's statement.
     */
    refunds(customerId: string, start: Date, end: Date) {
      return db
        .select({
          at: ledgerJournals.createdAt,
          trackingNumber: transfers.trackingNumber,
          currency: ledgerEntries.currency,
          minor: ledgerEntries.amountMinor,
        })
        .from(transfers)
        .innerJoin(
          ledgerJournals,
          and(eq(ledgerJournals.transferId, transfers.id), eq(ledgerJournals.kind, 'refund_paid')),
        )
        .innerJoin(
          ledgerEntries,
          and(
            eq(ledgerEntries.journalId, ledgerJournals.id),
            eq(ledgerEntries.account, 'refunds_payable'),
          ),
        )
        .where(
          and(
            eq(transfers.customerId, customerId),
            gte(ledgerJournals.createdAt, start),
            lt(ledgerJournals.createdAt, end),
          ),
        )
        .orderBy(asc(ledgerJournals.createdAt), asc(ledgerJournals.id));
    },
  };
}
