import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, webhookEvents } from '../../db/schema';
import { firstRow } from '../../lib/first-row';

export type PaymentRow = typeof payments.$inferSelect;

const OPEN = ['pending', 'processing'];

export function paymentRepository(db: Database) {
  return {
    /**
     * Adds a payment unless the transfer has an open checkout already (the partial unique
     * index): undefined then, and the caller uses the open one.
     */
    async insertIfNoneOpen(values: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      return row;
    },
    async latestFor(transferId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.transferId, transferId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },
    async find(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },
    async lockById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },
    /** The open checkout of a transfer (waiting for the payer, or in a 3-D Secure challenge). */
    async openFor(transferId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.transferId, transferId), inArray(payments.status, OPEN)))
        .for('update');
      return row;
    },
    /** The transfer's payments that captured money not yet refunded in full. */
    capturedFor(transferId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.transferId, transferId),
            gt(payments.capturedMinor, payments.refundedMinor),
          ),
        )
        .for('update');
    },
    /** The payment a provider event names (lock it with lockById, after its transfer). */
    async findByReference(provider: string, reference: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)));
      return row;
    },
    async update(id: string, values: Partial<typeof payments.$inferInsert>) {
      return firstRow(
        await db
          .update(payments)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(payments.id, id))
          .returning(),
        'payment update',
      );
    },
    /** What every payment captured and refunded, per provider reference (reconciliation). */
    totals() {
      return db
        .select({
          id: payments.id,
          transferId: payments.transferId,
          provider: payments.provider,
          reference: payments.providerReference,
          currency: payments.currency,
          capturedMinor: payments.capturedMinor,
          refundedMinor: payments.refundedMinor,
        })
        .from(payments)
        .where(sql`${payments.capturedMinor} > 0 or ${payments.refundedMinor} > 0`);
    },
    /** Payments whose refund the provider refused: they wait for operations. */
    async refusedRefunds(): Promise<number> {
      return db.$count(payments, eq(payments.refundStatus, 'failed'));
    },
    /** Records a webhook once; false when this provider event was already received. */
    async recordEvent(values: typeof webhookEvents.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      return rows.length > 0;
    },
    async setEventOutcome(provider: string, eventId: string, outcome: string) {
      await db
        .update(webhookEvents)
        .set({ outcome })
        .where(and(eq(webhookEvents.provider, provider), eq(webhookEvents.eventId, eventId)));
    },
  };
}
export type PaymentRepository = ReturnType<typeof paymentRepository>;
