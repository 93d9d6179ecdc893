import {
  CANCEL_AFTER_PAYMENT_MINUTES,
  type Transfer,
  type TransferStatus,
} from '@homeward/contract';

/** Statuses a transfer never leaves: nothing more will happen, so nothing to watch for. */
export const finalStatuses: readonly TransferStatus[] = [
  'completed',
  'cancelled',
  'refunded',
  'expired',
];

export function isFinalStatus(status: TransferStatus): boolean {
  return finalStatuses.includes(status);
}

/** Before the payment is in, there is nothing to give a receipt for. */
const unpaidStatuses: readonly TransferStatus[] = ['awaiting_payment', 'payment_processing'];

/** The receipt exists once the transfer is paid or has finished (expired or cancelled too). */
export function hasReceipt(status: TransferStatus): boolean {
  return !unpaidStatuses.includes(status);
}

/**
 * Until when a paid transfer may still be cancelled for a full refund (PRODUCT.md). A hint
 * only: the server's `can_cancel` decides, and the page follows it as it polls.
 */
export function cancelDeadline(paidAt: string): string | null {
  const paid = Date.parse(paidAt);
  if (Number.isNaN(paid)) return null;
  return new Date(paid + CANCEL_AFTER_PAYMENT_MINUTES * 60_000).toISOString();
}

/**
 * The customer has a checkout open, or had one when the transfer stopped: a card charged there
 * may still reach us, seconds later (and is then refunded in full if the transfer has stopped).
 */
export function paymentMayBeUnderWay(transfer: Pick<Transfer, 'latest_payment'>): boolean {
  const status = transfer.latest_payment?.status;
  return status === 'pending' || status === 'processing' || status === 'closed';
}
