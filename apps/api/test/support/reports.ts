import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerJournals, transferEvents, transfers } from '../../src/db/schema';
import { philippineRecipient, quoteFor, sender } from './senders';
import type { TestApp } from './test-app';
import { payAtCheckout, settle, startPayment } from './transfers';

/**
 * A customer's transfer, confirmed, paid at the sandbox and left to run its course (payout,
 * or a failed payout and its refund, with `recipient: 'Fail Payout'`).
 */
export async function paidTransfer(
  t: TestApp,
  options: { amount?: string; recipient?: string; reference?: string } = {},
) {
  const customer = await sender(t, 2, 'reports');
  const recipient = await philippineRecipient(customer.browser, options.recipient);
  const quote = await quoteFor(customer.browser, options.amount ?? '500');
  const created = await customer.browser.post(
    '/client/v1/transactions',
    {
      quote_id: quote.id,
      recipient_id: recipient.id,
      purpose: 'family_support',
      source_of_funds: 'salary',
      ...(options.reference !== undefined && { reference: options.reference }),
    },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.statusCode, created.body).toBe(201);
  const transferId = (created.json() as { id: string }).id;
  const payment = await startPayment(customer.browser, transferId);
  await payAtCheckout(t, payment.checkout_url);
  await settle(t);
  return { ...customer, transferId };
}

/**
 * Moves a transfer's whole life in time, so that it was sent (reached processing) at `sentAt`:
 * its confirmation, every status change and every journal keep their distance from that
 * moment. Tests make days in the past this way; nothing else writes these rows after the fact.
 */
export async function sentAt(t: TestApp, transferId: string, at: Date) {
  const { db } = t.database;
  const [sent] = await db
    .select({ at: transferEvents.createdAt })
    .from(transferEvents)
    .where(and(eq(transferEvents.transferId, transferId), eq(transferEvents.status, 'processing')));
  if (!sent) throw new Error(`transfer ${transferId} was never sent`);
  const shift = sql`(${at.getTime() - sent.at.getTime()} * interval '1 millisecond')`;
  await db
    .update(transfers)
    .set({
      createdAt: sql`${transfers.createdAt} + ${shift}`,
      updatedAt: sql`${transfers.updatedAt} + ${shift}`,
      paidAt: sql`${transfers.paidAt} + ${shift}`,
    })
    .where(eq(transfers.id, transferId));
  // A transfer's history is a regulated record the database keeps as written (migration 0023):
  // only a test rewrites it, with the guard off for that one statement, in one transaction.
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table transfer_events disable trigger transfer_events_kept`);
    await tx
      .update(transferEvents)
      .set({ createdAt: sql`${transferEvents.createdAt} + ${shift}` })
      .where(eq(transferEvents.transferId, transferId));
    await tx.execute(sql`alter table transfer_events enable trigger transfer_events_kept`);
  });
  await db
    .update(ledgerJournals)
    .set({ createdAt: sql`${ledgerJournals.createdAt} + ${shift}` })
    .where(eq(ledgerJournals.transferId, transferId));
}
