import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, transfers } from '../../db/schema';

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
     * The money given back on those transfers: the provider-confirmed refunded amount of each
     * payment, dated by the payment's last change (the refund's confirmation).
     */
    refunds(customerId: string, transferIds: string[]) {
      if (transferIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          transferId: payments.transferId,
          at: payments.updatedAt,
          currency: payments.currency,
          minor: payments.refundedMinor,
        })
        .from(payments)
        .where(
          and(
            eq(payments.customerId, customerId),
            inArray(payments.transferId, transferIds),
            gt(payments.refundedMinor, 0),
          ),
        )
        .orderBy(asc(payments.updatedAt));
    },
  };
}
