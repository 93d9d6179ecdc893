import type { TransferStatus } from '@homeward/contract';
import { transferStatuses } from '@homeward/contract';

/**
 * The life of a transfer (PRODUCT.md, Money rules): every allowed move listed once; every
 * other move is refused. Payment events may arrive out of order, so a transfer waiting for
 * payment may go straight to funds_received, and a declined payment brings it back.
 */
export const transitions: Record<TransferStatus, readonly TransferStatus[]> = {
  awaiting_payment: ['payment_processing', 'funds_received', 'cancelled', 'expired'],
  payment_processing: ['funds_received', 'awaiting_payment', 'expired'],
  funds_received: ['processing', 'on_hold', 'refund_pending'],
  on_hold: ['processing', 'refund_pending'],
  processing: ['completed', 'failed'],
  failed: ['refund_pending'],
  refund_pending: ['refunded'],
  completed: [],
  cancelled: [],
  refunded: [],
  expired: [],
};

export function canMove(from: TransferStatus, to: TransferStatus): boolean {
  return transitions[from].includes(to);
}

export function isTransferStatus(value: string): value is TransferStatus {
  return (transferStatuses as readonly string[]).includes(value);
}

/** A move the state machine refuses; callers decide whether that is an error or a no-op. */
export class TransitionRefused extends Error {
  constructor(
    readonly from: string,
    readonly to: TransferStatus,
  ) {
    super(`A transfer cannot go from ${from} to ${to}.`);
    this.name = 'TransitionRefused';
  }
}
