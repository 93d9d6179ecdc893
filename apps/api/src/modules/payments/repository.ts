import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, webhookEvents } from '../../db/schema';
import { firstRow } from '../../lib/first-row';

export type PaymentRow = typeof payments.$inferSelect;

export function paymentRepository(db: Database) {
  return {
    async insert(values: typeof payments.$inferInsert) {
      return firstRow(await db.insert(payments).values(values).returning(), 'payment insert');
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
    /** The payment a provider event names, locked for the rest of the transaction. */
    async lockByReference(provider: string, reference: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerReference, reference)))
        .for('update');
      return row;
    },
    async update(id: string, values: Partial<typeof payments.$inferInsert>) {
      await db
        .update(payments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payments.id, id));
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
