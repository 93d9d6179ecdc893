import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TransferStatus } from '@homeward/contract';
import type { Database } from '../../db/client';
import { customers, payouts, transferEvents, transfers } from '../../db/schema';
import { firstRow } from '../../lib/first-row';
import { RefusedTransition } from '../../lib/domain-errors';
import { ledgerRepository } from '../ledger/repository';
import { paymentRepository } from '../payments/repository';
import type { TransferRow } from '../transfers/repository';
import { canMove, isTransferStatus } from './state-machine';

export type PayoutRow = typeof payouts.$inferSelect;

/** A transfer's row as the lifecycle reads it: with whether its time to pay has run out. */
export type LockedTransfer = TransferRow & { payByPassed: boolean };

/**
 * The only code that changes a transfer's status. Reads lock the row for the rest of the
 * caller's transaction; a move is conditional on the status read and is recorded as an event
 * with its time, actor and reason (the timeline).
 */
function transferMoves(db: Database) {
  async function lockWhere(condition: SQL | undefined) {
    const [row] = await db
      .select({ transfer: transfers, payByPassed: sql<boolean>`${transfers.payBy} <= now()` })
      .from(transfers)
      .where(condition)
      .for('update');
    return row ? { ...row.transfer, payByPassed: row.payByPassed } : undefined;
  }

  return {
    async find(id: string): Promise<TransferRow | undefined> {
      const [row] = await db.select().from(transfers).where(eq(transfers.id, id));
      return row;
    },

    lock: (id: string): Promise<LockedTransfer | undefined> => lockWhere(eq(transfers.id, id)),

    lockOwned: (customerId: string, id: string) =>
      lockWhere(and(eq(transfers.customerId, customerId), eq(transfers.id, id))),

    async move(
      transfer: TransferRow,
      to: TransferStatus,
      event: { actor: string; reason?: string | null; at?: Date; paidAt?: Date },
    ): Promise<TransferRow> {
      const from = transfer.status;
      if (!isTransferStatus(from) || !canMove(from, to)) {
        throw new RefusedTransition(`A transfer cannot go from ${from} to ${to}.`);
      }
      const at = event.at ?? new Date();
      const [moved] = await db
        .update(transfers)
        .set({ status: to, updatedAt: at, ...(event.paidAt && { paidAt: event.paidAt }) })
        .where(and(eq(transfers.id, transfer.id), eq(transfers.status, from)))
        .returning();
      if (!moved) throw new RefusedTransition(`A transfer cannot go from ${from} to ${to}.`);
      await this.note(moved, event.actor, event.reason ?? null, at);
      return moved;
    },

    /** A timeline entry that keeps the status (a second payment refunded, say). */
    async note(transfer: TransferRow, actor: string, reason: string | null, at = new Date()) {
      await db.insert(transferEvents).values({
        transferId: transfer.id,
        status: transfer.status,
        actor,
        reason,
        createdAt: at,
      });
    },

    /** Whether operations stopped this customer from sending. */
    async customerBlocked(customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ blocked: customers.isBlockedForSending })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.blocked ?? false;
    },
  };
}

function payoutRepository(db: Database) {
  return {
    async find(transferId: string): Promise<PayoutRow | undefined> {
      const [row] = await db.select().from(payouts).where(eq(payouts.transferId, transferId));
      return row;
    },
    /** Whether a payout already has this pickup code (the unique index is the last word). */
    async pickupCodeTaken(code: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payouts.id })
        .from(payouts)
        .where(eq(payouts.pickupCode, code));
      return row !== undefined;
    },
    async insert(values: typeof payouts.$inferInsert): Promise<PayoutRow> {
      return firstRow(await db.insert(payouts).values(values).returning(), 'payout insert');
    },
    async update(id: string, values: Partial<typeof payouts.$inferInsert>) {
      await db
        .update(payouts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payouts.id, id));
    },
  };
}

/** The repositories of a transfer's life, bound to one database or transaction. */
export function lifecycleRepositories(db: Database) {
  return {
    transfers: transferMoves(db),
    payments: paymentRepository(db),
    payouts: payoutRepository(db),
    ledger: ledgerRepository(db),
  };
}
export type LifecycleRepositories = ReturnType<typeof lifecycleRepositories>;
