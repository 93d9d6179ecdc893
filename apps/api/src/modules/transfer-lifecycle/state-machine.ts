import type { TransferStatus } from '@homeward/contract';
import { transferStatuses } from '@homeward/contract';

/**
 * The life of a transfer (PRODUCT.md, Money rules): every allowed move listed once; every
 * other move is refused. Payment events may arrive out of order, so a transfer waiting for
 * payment may go straight to funds_received, and a declined payment brings it back. A
 * cancelled or expired transfer took no money, unless a payment is captured after all (a
 * 3-D Secure approval that lands late, a second tab): then it goes to refund_pending.
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
  cancelled: ['refund_pending'],
  refunded: [],
  expired: ['refund_pending'],
};

export function canMove(from: TransferStatus, to: TransferStatus): boolean {
  return transitions[from].includes(to);
}

export function isTransferStatus(value: string): value is TransferStatus {
  return (transferStatuses as readonly string[]).includes(value);
}
