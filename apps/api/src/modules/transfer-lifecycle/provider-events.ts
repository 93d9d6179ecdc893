import type { ProviderEvent } from '../payments/provider';
import type { PaymentRow } from '../payments/repository';
import { Conflict } from '../../lib/domain-errors';
import { inStep, PROVIDER_ACTOR, type LifecycleDeps, type Step } from './context';
import { closeOpenCheckout } from './checkouts';
import { fundsReceived } from './journals';
import { paymentStatusAfter } from './payment-events';
import { afterPayment } from './payouts';
import { receiveLateCapture, refundConfirmed, refundRefused } from './refunds';

/**
 * An event about a payment or refund we have no record of yet (the provider was quicker than
 * our own commit): refused with a 409, so the provider delivers it again, and nothing of it
 * is kept until then.
 */
export class NotKnownYet extends Conflict {}

type PaymentEvent = Extract<ProviderEvent, { kind: 'payment' }>;
type RefundEvent = Extract<ProviderEvent, { kind: 'refund' }>;

/** Finds the payment an event is about: by our id where the provider echoes it. */
async function paymentOf(step: Step, provider: string, event: ProviderEvent) {
  const byId = event.kind === 'payment' && event.paymentId;
  const found = byId
    ? await step.payments.find(byId)
    : await step.payments.findByReference(provider, event.reference);
  if (!found) throw new NotKnownYet('This payment is not known yet; send the event again later.');
  return found;
}

/**
 * The webhook's work, in one transaction: recorded once by its event id, then applied to the
 * payment and its transfer in the order the provider says things happened. Locks go transfer
 * first, then payment, as everywhere in the lifecycle, so concurrent steps cannot deadlock.
 */
export function receiveProviderEvent(deps: LifecycleDeps, event: ProviderEvent) {
  const provider = deps.payments.name;
  return inStep(deps, async (step) => {
    const fresh = await step.payments.recordEvent({
      provider,
      eventId: event.id,
      type: event.type,
      payload: event.payload,
      occurredAt: event.occurredAt,
      outcome: 'received',
    });
    if (!fresh) return 'duplicate';
    if (deps.faultPauseMs) await new Promise((resolve) => setTimeout(resolve, deps.faultPauseMs));
    const found = await paymentOf(step, provider, event);
    const transfer = await step.transfers.lock(found.transferId);
    const payment = await step.payments.lockById(found.id);
    if (!transfer || !payment) return 'unknown transfer';
    const outcome =
      event.kind === 'payment'
        ? await applyPaymentEvent(deps, step, payment, event)
        : await applyRefundEvent(deps, step, payment, event);
    await step.payments.setEventOutcome(provider, event.id, outcome);
    return outcome;
  });
}

async function applyPaymentEvent(
  deps: LifecycleDeps,
  step: Step,
  payment: PaymentRow,
  event: PaymentEvent,
): Promise<string> {
  const next = paymentStatusAfter(payment, event);
  if (!next) return 'stale';
  const last = payment.lastEventAt?.getTime() ?? 0;
  const updated = await step.payments.update(payment.id, {
    status: next,
    failureReason: event.failureReason,
    lastEventAt: new Date(Math.max(last, event.occurredAt.getTime())),
    providerReference: payment.providerReference ?? event.reference,
    ...(next === 'succeeded' && { capturedMinor: event.amountMinor }),
  });
  // Locked already by receiveProviderEvent; read again for the status this step saw.
  const transfer = await step.transfers.lock(payment.transferId);
  if (!transfer) return 'unknown transfer';
  const actor = PROVIDER_ACTOR(payment.provider);
  const at = event.occurredAt;
  const waiting =
    transfer.status === 'awaiting_payment' || transfer.status === 'payment_processing';
  if (next === 'processing' && transfer.status === 'awaiting_payment') {
    await step.transfers.move(transfer, 'payment_processing', { actor, at });
    step.changed.add(transfer.id);
  } else if (next === 'declined' && transfer.status === 'payment_processing') {
    await step.transfers.move(transfer, 'awaiting_payment', {
      actor,
      at,
      reason: event.failureReason,
    });
    step.changed.add(transfer.id);
  } else if (next === 'succeeded') {
    if (!waiting || updated.capturedMinor !== transfer.totalMinor) {
      await receiveLateCapture(deps, step, transfer, updated);
      return 'late capture: refunding';
    }
    const paid = await step.transfers.move(transfer, 'funds_received', { actor, at, paidAt: at });
    step.changed.add(transfer.id);
    await step.ledger.post({ transferId: transfer.id, ...fundsReceived(transfer, payment.id) });
    // Another way to pay may still be open at the provider: it must not take money too.
    await closeOpenCheckout(deps, step, transfer.id);
    await afterPayment(deps, step, paid);
  }
  return 'applied';
}

async function applyRefundEvent(
  deps: LifecycleDeps,
  step: Step,
  payment: PaymentRow,
  event: RefundEvent,
): Promise<string> {
  if (payment.refundReference !== event.refundReference) {
    // The refund job has not recorded this refund yet (or it is an old, refused one).
    if (payment.refundStatus === 'succeeded') return 'stale';
    throw new NotKnownYet('This refund is not known yet; send the event again later.');
  }
  if (payment.refundStatus !== 'pending') return 'stale';
  const transfer = await step.transfers.lock(payment.transferId);
  if (!transfer) return 'unknown transfer';
  if (event.type === 'refund.succeeded') {
    await refundConfirmed(deps, step, transfer, payment);
    return 'applied';
  }
  await refundRefused(deps, step, transfer, payment, event.failureReason ?? 'refused');
  return 'applied';
}
