import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxCheckouts, sandboxEvents, sandboxRefunds } from '../../db/schema';

export type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect;

/** The sandbox provider's own books: its checkouts and refunds, as a real provider keeps them. */
export function sandboxRepository(db: Database) {
  return {
    /** Keeps an event the sandbox sends, for sending it again on request. */
    async addEvent(values: typeof sandboxEvents.$inferInsert) {
      await db.insert(sandboxEvents).values(values);
    },

    /** A checkout's events, oldest first: their payloads as sent. */
    async eventsOf(checkoutId: string): Promise<unknown[]> {
      const rows = await db
        .select({ payload: sandboxEvents.payload })
        .from(sandboxEvents)
        .where(eq(sandboxEvents.checkoutId, checkoutId))
        .orderBy(sandboxEvents.createdAt, sandboxEvents.id);
      return rows.map((row) => row.payload);
    },

    /** Stores a checkout unless one exists for the payment; answers the payment's checkout. */
    async checkoutForPayment(values: typeof sandboxCheckouts.$inferInsert) {
      await db.insert(sandboxCheckouts).values(values).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.paymentId, values.paymentId ?? ''));
      return row;
    },

    async find(id: string): Promise<SandboxCheckoutRow | undefined> {
      const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
      return row;
    },

    async lock(id: string): Promise<SandboxCheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.id, id))
        .for('update');
      return row;
    },

    /**
     * Moves a checkout on only from one of `from` (compare and set); undefined otherwise. A
     * capture takes the checkout's whole amount.
     */
    async moveIf(
      id: string,
      from: string[],
      values: Partial<typeof sandboxCheckouts.$inferInsert>,
      capture = false,
    ): Promise<SandboxCheckoutRow | undefined> {
      const [row] = await db
        .update(sandboxCheckouts)
        .set({ ...values, ...(capture && { capturedMinor: sql`${sandboxCheckouts.amountMinor}` }) })
        .where(and(eq(sandboxCheckouts.id, id), inArray(sandboxCheckouts.status, from)))
        .returning();
      return row;
    },

    async refundByKey(idempotencyKey: string) {
      const [row] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      return row;
    },

    async refundedOf(checkoutId: string): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${sandboxRefunds.amountMinor}), 0)` })
        .from(sandboxRefunds)
        .where(
          and(eq(sandboxRefunds.checkoutId, checkoutId), eq(sandboxRefunds.status, 'succeeded')),
        );
      return Number(row?.sum ?? 0);
    },

    async addRefund(values: typeof sandboxRefunds.$inferInsert) {
      await db.insert(sandboxRefunds).values(values);
    },

    /** Every checkout that captured money, with what was refunded of it. */
    async captured() {
      const rows = await db
        .select({
          checkout: sandboxCheckouts,
          // Written out qualified: inside the subquery an unqualified "id" is the refund's.
          refunded: sql<string>`coalesce((select sum(r.amount_minor) from sandbox_refunds r
            where r.checkout_id = sandbox_checkouts.id and r.status = 'succeeded'), 0)`,
        })
        .from(sandboxCheckouts)
        .where(sql`${sandboxCheckouts.capturedMinor} > 0`);
      return rows.map((row) => ({ ...row.checkout, refundedMinor: Number(row.refunded) }));
    },
  };
}
export type SandboxRepository = ReturnType<typeof sandboxRepository>;
