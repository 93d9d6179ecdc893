import type { PaymentMethod, TransferStatus } from '@homeward/contract';
import { transferStatusTitles } from '@homeward/contract';
import { Conflict, NotFound } from '../../lib/domain-errors';
import type { PaymentRow } from '../payments/repository';
import { inStep, type LifecycleDeps, type Step } from './context';

export const CHECKOUT_CLOSE_JOB = 'checkout.close';

const titleOf = (status: string) => transferStatusTitles[status as TransferStatus].toLowerCase();

/**
 * Closes a payment's checkout: here at once (it can no longer be resumed), and at the provider
 * in a job, so it can no longer take money. A checkout whose reference is not known yet is
 * closed at the provider by the request that is creating it (see startPayment).
 */
export async function closeCheckout(deps: LifecycleDeps, step: Step, payment: PaymentRow) {
  await step.payments.update(payment.id, { status: 'closed' });
  if (payment.providerReference) await queueClose(deps, step, payment.id);
}

function queueClose(deps: LifecycleDeps, step: Step, paymentId: string) {
  return deps.jobs.enqueue(
    CHECKOUT_CLOSE_JOB,
    { paymentId },
    step.tx,
    undefined,
    `checkout.close:${paymentId}`,
  );
}

/** The transfer's open checkout, if any, is closed. */
export async function closeOpenCheckout(deps: LifecycleDeps, step: Step, transferId: string) {
  const open = await step.payments.openFor(transferId);
  if (open) await closeCheckout(deps, step, open);
}

/**
 * Starts (or resumes) paying a transfer at the provider's hosted checkout. The payment row is
 * written first, under the transfer's lock, so a double click or a second tab finds it (and
 * the database allows one open checkout a transfer); then the provider is asked, outside the
 * transaction, with our payment id as its idempotency key, so asking twice is one checkout.
 */
export async function startPayment(
  deps: LifecycleDeps,
  customerId: string,
  transferId: string,
  method: PaymentMethod,
): Promise<PaymentRow> {
  const payment = await inStep(deps, async (step) => {
    const transfer = await step.transfers.lockOwned(customerId, transferId);
    if (!transfer) throw new NotFound();
    if (transfer.status !== 'awaiting_payment') {
      throw new Conflict(
        `This transfer does not wait for a payment: it is ${titleOf(transfer.status)}.`,
      );
    }
    if (transfer.payByPassed) {
      throw new Conflict(
        'The time to pay this transfer has passed. Get a new price to send again.',
      );
    }
    const open = await step.payments.openFor(transfer.id);
    if (open?.status === 'processing') {
      throw new Conflict(
        'Your bank is still confirming a payment for this transfer. Wait a moment.',
      );
    }
    if (open?.method === method) return open;
    if (open) await closeCheckout(deps, step, open);
    const created = await step.payments.insertIfNoneOpen({
      transferId: transfer.id,
      customerId,
      provider: deps.payments.name,
      method,
      status: 'pending',
      amountMinor: transfer.totalMinor,
      currency: transfer.sourceCurrency,
    });
    if (!created) throw new Error('an open checkout appeared under the transfer lock');
    return created;
  });
  if (payment.checkoutUrl) return payment;

  const transfer = await deps.store.read.transfers.find(transferId);
  if (!transfer) throw new NotFound();
  const checkout = await deps.payments.createCheckout({
    paymentId: payment.id,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    description: `Transfer ${transfer.trackingNumber} to ${transfer.recipientName}`,
    returnUrl: `${deps.settings.appUrl}/payment/cb/${transferId}`,
  });
  return inStep(deps, async (step) => {
    const locked = await step.transfers.lock(transferId);
    const current = await step.payments.lockById(payment.id);
    if (!locked || !current) throw new NotFound();
    // A parallel request for the same payment may have stored the same checkout already.
    const stored = current.providerReference
      ? current
      : await step.payments.update(current.id, {
          providerReference: checkout.reference,
          checkoutUrl: checkout.checkoutUrl,
        });
    if (stored.status !== 'closed') return stored;
    // Closed while the provider was being asked (cancelled, expired, another way to pay):
    // the checkout we just got must not take money either.
    if (!current.providerReference) await queueClose(deps, step, current.id);
    throw new Conflict(
      locked.status === 'awaiting_payment'
        ? 'You chose another way to pay this transfer.'
        : `This transfer is ${titleOf(locked.status)} and no longer waits for a payment.`,
    );
  });
}

/** The close job: the provider's checkout stops taking money (if it was not paid first). */
export function registerCheckoutJobs(deps: LifecycleDeps) {
  deps.jobs.register(CHECKOUT_CLOSE_JOB, async (payload) => {
    const { paymentId } = payload as { paymentId: string };
    const payment = await deps.store.read.payments.find(paymentId);
    if (!payment?.providerReference) return;
    // 'paid' means the payer was quicker: the capture's webhook books and refunds it.
    await deps.payments.closeCheckout(payment.providerReference);
  });
}
