import type { PaymentStatus } from '@homeward/contract';

import type { PaymentEventType } from '../payments/provider';

const OPEN: readonly string[] = ['pending', 'processing'];

/**
 * The status a payment takes from a provider's event, or null when the event changes nothing
 * (a duplicate, or older news than the payment already has). Webhooks arrive late, twice and
 * out of order, so:
 * - a capture is a fact about money and always counts, whatever arrived before it (even on a
 *   checkout we had closed: the provider took the money in the meantime);
 * - "processing" and "declined" only move a payment that is still open, and never back past
 *   news that happened later at the provider.
 */
export function paymentStatusAfter(
  payment: { status: string; lastEventAt: Date | null },
  event: { type: PaymentEventType; occurredAt: Date },
): PaymentStatus | null {
  const status = payment.status;
  if (event.type === 'payment.succeeded') {
    return status === 'succeeded' || status === 'refunded' ? null : 'succeeded';
  }
  if (!OPEN.includes(status)) return null;
  const last = payment.lastEventAt?.getTime() ?? 0;
  const when = event.occurredAt.getTime();
  if (event.type === 'payment.declined') return when >= last ? 'declined' : null;
  // payment.processing: only forward from pending.
  return status === 'pending' && when >= last ? 'processing' : null;
}

export const isOpenPayment = (status: string) => OPEN.includes(status);
