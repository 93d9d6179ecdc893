import { and, eq } from 'drizzle-orm';
import type { TransferStatus } from '@homeward/contract';
import type { Database } from '../../db/client';
import { transferEvents, transfers } from '../../db/schema';
import { canMove, isTransferStatus, TransitionRefused } from './state-machine';
import type { TransferRow } from './repository';

/**
 * Moves a transfer along the state machine with `db` (the caller's database transaction) and
 * records the move as an event with its time, actor and reason. The update is conditional on
 * the status read, so two concurrent movers cannot both move it.
 */
export async function moveTransfer(
  db: Database,
  transfer: TransferRow,
  to: TransferStatus,
  event: {
    actor: string;
    reason?: string | null;
    at?: Date;
    /** Columns that change with this move (such as when it was paid). */
    changes?: Pick<Partial<TransferRow>, 'paidAt'>;
  },
): Promise<TransferRow> {
  const from = transfer.status;
  if (!isTransferStatus(from) || !canMove(from, to)) throw new TransitionRefused(from, to);
  const at = event.at ?? new Date();
  const [moved] = await db
    .update(transfers)
    .set({ ...event.changes, status: to, updatedAt: at })
    .where(and(eq(transfers.id, transfer.id), eq(transfers.status, from)))
    .returning();
  if (!moved) throw new TransitionRefused(from, to);
  await db.insert(transferEvents).values({
    transferId: transfer.id,
    status: to,
    actor: event.actor,
    reason: event.reason ?? null,
    createdAt: at,
  });
  return moved;
}

/** The transfer's row, locked until the caller's database transaction ends. */
export async function lockTransfer(db: Database, id: string): Promise<TransferRow | undefined> {
  const [row] = await db.select().from(transfers).where(eq(transfers.id, id)).for('update');
  return row;
}
