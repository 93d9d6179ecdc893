import type { Transfer } from '@homeward/contract';

/**
 * Where a transfer's payment stands, as the server knows it from the provider's webhooks:
 * - `waiting`: paid at the provider, or on the way, but not yet confirmed to us;
 * - `received`: the money is ours to send (funds received, sending, or delivered);
 * - `declined`: the last attempt failed and the transfer waits for another;
 * - `unpaid`: waiting for payment, with no attempt under way;
 * - `other`: a side road (on hold, cancelled, expired, refunded, failed…).
 */
export type PaymentOutcome = 'waiting' | 'received' | 'declined' | 'unpaid' | 'other';

export function paymentOutcome(
  transfer: Pick<Transfer, 'status' | 'latest_payment'>,
): PaymentOutcome {
  switch (transfer.status) {
    case 'payment_processing':
      return 'waiting';
    case 'funds_received':
    case 'processing':
    case 'completed':
      return 'received';
    case 'awaiting_payment':
      switch (transfer.latest_payment?.status) {
        // A succeeded payment whose transfer has not moved yet: the server is about to.
        case 'pending':
        case 'processing':
        case 'succeeded':
          return 'waiting';
        case 'declined':
          return 'declined';
        default:
          return 'unpaid';
      }
    default:
      return 'other';
  }
}

/** Nothing more will change without the customer: the page can stop asking. */
export function isSettled(outcome: PaymentOutcome): boolean {
  return outcome !== 'waiting';
}
