import { Conflict, NotFound } from '../../lib/domain-errors';
import { spokenMoney } from '../../lib/money';
import type { AuditHook } from '../audit/audit';
import type { PaymentRow } from '../payments/repository';
import type { TransferRow } from '../transfers/repository';
import { inStep, PROVIDER_ACTOR, type LifecycleDeps, type Step } from './context';
import { lateCapture, refundOwed, refundPaid } from './journals';
import { noticeToCustomer } from './notices';

export const REFUND_JOB = 'refund.process';

/** Refund jobs are per payment: refunds go to the payments that captured, for what they did. */
async function queueRefund(deps: LifecycleDeps, step: Step, payment: PaymentRow) {
  await deps.jobs.enqueue(
    REFUND_JOB,
    { paymentId: payment.id },
    step.tx,
    undefined,
    `refund:${payment.id}:${payment.refundReference ?? 'first'}`,
  );
}

const owed = (payment: PaymentRow) => payment.capturedMinor - payment.refundedMinor;

/**
 * The transfer will not go ahead after it was paid (cancelled in time, refused in review, the
 * payout failed): refund_pending, what we held booked as owed back, and a refund of every
 * payment that captured money.
 */
export async function startRefund(
  deps: LifecycleDeps,
  step: Step,
  transfer: TransferRow,
  why: { actor: string; reason: string; email: boolean },
) {
  const pending = await step.transfers.move(transfer, 'refund_pending', why);
  step.changed.add(transfer.id);
  await step.ledger.post({ transferId: transfer.id, ...refundOwed(transfer) });
  for (const payment of await step.payments.capturedFor(transfer.id)) {
    await queueRefund(deps, step, payment);
  }
  if (why.email) {
    await noticeToCustomer(deps, step, pending, {
      status: 'refund_pending',
      key: `${transfer.id}:refund_pending`,
      reason: why.reason,
    });
  }
  return pending;
}

function lateReason(transfer: TransferRow, amount: string): string {
  switch (transfer.status) {
    case 'cancelled':
      return `Your payment of ${amount} arrived after you cancelled this transfer, so we are refunding it in full.`;
    case 'expired':
      return `Your payment of ${amount} arrived after the time to pay this transfer had passed, so we are refunding it in full.`;
    case 'refunded':
    case 'refund_pending':
      return `Another payment of ${amount} arrived for this transfer after it was stopped, so we are refunding it in full.`;
    default:
      return `This transfer was already paid, and a second payment of ${amount} arrived, so we are refunding the second one in full.`;
  }
}

/**
 * Money arrived for a transfer that can no longer take it (cancelled or expired first, or paid
 * already by another checkout): booked straight to refunds and sent back in full, with a
 * timeline entry and an email that say why.
 */
export async function receiveLateCapture(
  deps: LifecycleDeps,
  step: Step,
  transfer: TransferRow,
  payment: PaymentRow,
) {
  const amount = spokenMoney(payment.capturedMinor, payment.currency);
  const reason = lateReason(transfer, amount);
  const actor = PROVIDER_ACTOR(payment.provider);
  await step.ledger.post({
    transferId: transfer.id,
    ...lateCapture(payment.id, payment.currency, payment.capturedMinor),
  });
  const stopped = ['cancelled', 'expired', 'refunded'].includes(transfer.status);
  const now = stopped
    ? await step.transfers.move(transfer, 'refund_pending', { actor, reason })
    : transfer;
  if (!stopped) await step.transfers.note(transfer, actor, reason);
  step.changed.add(transfer.id);
  await queueRefund(deps, step, payment);
  await noticeToCustomer(deps, step, now, {
    status: 'refund_pending',
    key: `late-capture:${payment.id}`,
    reason,
    chargedMinor: payment.capturedMinor,
  });
}

/** The provider confirmed a refund: booked, and the transfer is refunded once nothing is owed. */
export async function refundConfirmed(
  deps: LifecycleDeps,
  step: Step,
  transfer: TransferRow,
  payment: PaymentRow,
) {
  const amount = owed(payment);
  const refunded = await step.payments.update(payment.id, {
    refundedMinor: payment.refundedMinor + amount,
    refundStatus: 'succeeded',
    refundFailureReason: null,
    status: 'refunded',
  });
  await step.ledger.post({
    transferId: transfer.id,
    ...refundPaid(payment.id, payment.currency, amount),
  });
  step.changed.add(transfer.id);
  const actor = PROVIDER_ACTOR(payment.provider);
  const stillOwed = await step.payments.capturedFor(transfer.id);
  if (transfer.status === 'refund_pending' && stillOwed.length === 0) {
    const done = await step.transfers.move(transfer, 'refunded', { actor });
    await noticeToCustomer(deps, step, done, {
      status: 'refunded',
      key: `refunded:${payment.id}`,
      chargedMinor: refunded.refundedMinor,
    });
  } else if (transfer.status !== 'refund_pending') {
    await step.transfers.note(
      transfer,
      actor,
      `We refunded the extra payment of ${spokenMoney(amount, payment.currency)}.`,
    );
  }
}

/**
 * The provider could not refund (the card was closed, say). Nothing is booked; the transfer
 * keeps waiting for its refund, operations are alerted and retry it (ops refunds:retry), and
 * the customer sees that we are on it.
 */
export async function refundRefused(
  deps: LifecycleDeps,
  step: Step,
  transfer: TransferRow,
  payment: PaymentRow,
  reason: string,
) {
  await step.payments.update(payment.id, { refundStatus: 'failed', refundFailureReason: reason });
  await step.transfers.note(
    transfer,
    PROVIDER_ACTOR(payment.provider),
    'Your card could not take the refund. Our team will contact you to return the money another way.',
  );
  step.changed.add(transfer.id);
  deps.alert('refund refused by the provider', {
    transferId: transfer.id,
    paymentId: payment.id,
    reason,
  });
}

/**
 * Asks the provider for a refund again after it refused one (operations). `audit` records the
 * staff action in the same transaction as the change (the admin API passes it).
 */
export async function retryRefund(
  deps: LifecycleDeps,
  paymentId: string,
  actor: string,
  audit?: AuditHook,
) {
  await inStep(deps, async (step) => {
    const found = await step.payments.find(paymentId);
    const transfer = found && (await step.transfers.lock(found.transferId));
    const payment = await step.payments.lockById(paymentId);
    if (!transfer || !payment) throw new NotFound(`No payment ${paymentId}.`);
    if (payment.refundStatus !== 'failed') {
      throw new Conflict('Only a refund the provider refused can be asked for again.');
    }
    // The refused refund's reference stays: it makes the new request's idempotency key.
    const retried = await step.payments.update(payment.id, { refundStatus: null });
    await step.transfers.note(transfer, actor, 'We are trying the refund to your card again.');
    step.changed.add(transfer.id);
    await queueRefund(deps, step, retried);
    await audit?.(step.tx, {
      before: { refund_status: payment.refundStatus },
      after: { refund_status: retried.refundStatus, transfer_id: transfer.id },
    });
  });
}

/**
 * The refund job: asks the provider (outside any transaction: an external call), then records
 * the answer. The idempotency key changes only after a refused refund, so a retried job is the
 * same refund at the provider.
 */
export function registerRefundJob(deps: LifecycleDeps) {
  deps.jobs.register(REFUND_JOB, async (payload) => {
    const { paymentId } = payload as { paymentId: string };
    const payment = await deps.store.read.payments.find(paymentId);
    if (!payment?.providerReference || owed(payment) <= 0) return;
    if (payment.refundStatus === 'pending') return; // asked already; its webhook will tell
    const answer = await deps.payments.refund(
      payment.providerReference,
      owed(payment),
      `refund:${payment.id}:${payment.refundReference ?? 'first'}`,
    );
    await inStep(deps, async (step) => {
      const transfer = await step.transfers.lock(payment.transferId);
      const current = await step.payments.lockById(payment.id);
      if (!transfer || !current || owed(current) <= 0) return;
      const asked = await step.payments.update(current.id, {
        refundStatus: 'pending',
        refundReference: answer.reference,
      });
      if (answer.status === 'succeeded') await refundConfirmed(deps, step, transfer, asked);
      if (answer.status === 'failed') {
        await refundRefused(deps, step, transfer, asked, answer.failureReason ?? 'refused');
      }
    });
  });
}
