import { and, asc, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../lib/first-row';
import { customers, quotes, rateAlerts, transfers } from '../../db/schema';

export type RateAlertRow = typeof rateAlerts.$inferSelect;

/**
 * The customers' rate alerts, and what an alert that fires needs to price a quote. Bound to a
 * transaction, the same functions run in it.
 */
export function rateAlertRepository(db: Database) {
  return {
    list: (customerId: string) =>
      db
        .select()
        .from(rateAlerts)
        .where(eq(rateAlerts.customerId, customerId))
        .orderBy(asc(rateAlerts.createdAt), asc(rateAlerts.id)),

    async count(customerId: string) {
      const [row] = await db
        .select({ total: count() })
        .from(rateAlerts)
        .where(eq(rateAlerts.customerId, customerId));
      return row?.total ?? 0;
    },

    async insert(values: typeof rateAlerts.$inferInsert) {
      return firstRow(await db.insert(rateAlerts).values(values).returning(), 'rate alert');
    },

    /** Locks the customer's row to the end of the transaction: their alerts change one at a time. */
    async lockOwner(customerId: string) {
      await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('update');
    },

    /** Removes the customer's own alert; false when they have no such alert. */
    async remove(customerId: string, id: string) {
      const gone = await db
        .delete(rateAlerts)
        .where(and(eq(rateAlerts.id, id), eq(rateAlerts.customerId, customerId)))
        .returning({ id: rateAlerts.id });
      return gone.length > 0;
    },

    /** The alerts that have not told their customer yet on `day` (YYYY-MM-DD). */
    async notYetNotified(day: string): Promise<RateAlertRow[]> {
      return db
        .select()
        .from(rateAlerts)
        .where(or(isNull(rateAlerts.lastNotifiedOn), lt(rateAlerts.lastNotifiedOn, day)));
    },

    /**
     * Marks the alert notified on `day` unless it already is: the compare-and-set that makes it
     * one notification a day, however many checks run at once. True for the check that won.
     */
    async markNotified(id: string, day: string) {
      const won = await db
        .update(rateAlerts)
        .set({ lastNotifiedOn: day })
        .where(
          and(
            eq(rateAlerts.id, id),
            or(isNull(rateAlerts.lastNotifiedOn), lt(rateAlerts.lastNotifiedOn, day)),
          ),
        )
        .returning({ id: rateAlerts.id });
      return won.length > 0;
    },

    /** The customer's newest transfer through the corridor: how much and how they sent. */
    async lastSend(customerId: string, corridorId: number) {
      const [row] = await db
        .select({ sendMinor: transfers.sendMinor, payoutMethod: transfers.payoutMethod })
        .from(transfers)
        .innerJoin(quotes, eq(quotes.id, transfers.quoteId))
        .where(and(eq(transfers.customerId, customerId), eq(quotes.corridorId, corridorId)))
        .orderBy(desc(transfers.createdAt))
        .limit(1);
      return row;
    },
  };
}
export type RateAlertRepository = ReturnType<typeof rateAlertRepository>;
