import type { PaymentMethod } from '@homeward/contract';
import type { Database } from '../../db/client';
import type { AuditHook } from '../audit/audit';
import { NotFound, RefusedTransition } from '../../lib/domain-errors';
import type { ProviderEvent } from '../payments/provider';
import { canCancel } from '../transfers/presenter';
import type { TransferRow } from '../transfers/repository';
import { closeOpenCheckout, registerCheckoutJobs, startPayment } from './checkouts';
import { inStep, type LifecycleDeps, type Step } from './context';
import type { LockedTransfer } from './repository';
import { beginPayout, putOnHold, registerPayoutJobs, releaseIfClear } from './payouts';
import { receiveProviderEvent } from './provider-events';
import { registerRefundJob, retryRefund, startRefund } from './refunds';
import { timelineReasons } from './reasons';

export const EXPIRE_JOB = 'transfer.expire';

/**
 * The life of a transfer, from confirmation to paid out or refunded: its one owner. Every
 * status change, with its journal, jobs, emails and realtime event, is one of these commands,
 * each one database transaction holding the transfer's row lock; payments, the job worker,
 * operations and the routes call them, and nothing else moves a transfer or posts a journal.
 */
export function transferLifecycle(deps: LifecycleDeps) {
  registerCheckoutJobs(deps);
  registerPayoutJobs(deps);
  registerRefundJob(deps);

  // Expiry is decided by the database's clock, the one the job queue runs by: a job that
  // arrives early (the two clocks disagree) puts itself back at the deadline.
  deps.jobs.register(EXPIRE_JOB, async (payload) => {
    const { transferId } = payload as { transferId: string };
    await inStep(deps, async (step) => {
      const transfer = await step.transfers.lock(transferId);
      if (transfer?.status !== 'awaiting_payment' && transfer?.status !== 'payment_processing') {
        return;
      }
      if (!transfer.payByPassed) {
        await deps.jobs.enqueue(EXPIRE_JOB, { transferId }, step.tx, transfer.payBy);
        return;
      }
      await step.transfers.move(transfer, 'expired', {
        actor: 'system',
        reason: timelineReasons.notPaidInTime,
      });
      step.changed.add(transferId);
      await closeOpenCheckout(deps, step, transferId);
    });
  });

  /** An ops command's transfer, locked, and in one of `from`; otherwise a clear refusal. */
  async function lockedIn(step: Step, id: string, from: string[], what: string) {
    const transfer = await step.transfers.lock(id);
    if (!transfer) throw new NotFound(`No transfer ${id}.`);
    if (!from.includes(transfer.status)) {
      throw new RefusedTransition(
        `Transfer ${id} is ${transfer.status.replace('_', ' ')}: it cannot be ${what}.`,
      );
    }
    return transfer;
  }

  return {
    /** At confirmation (inside its transaction): unpaid, the transfer expires at its pay-by time. */
    async confirmed(tx: Database, transfer: TransferRow) {
      await deps.jobs.enqueue(EXPIRE_JOB, { transferId: transfer.id }, tx, transfer.payBy);
    },

    startPayment: (customerId: string, transferId: string, method: PaymentMethod) =>
      startPayment(deps, customerId, transferId, method),

    /** A verified provider webhook: what it did, for the log and the provider's dashboard. */
    receiveProviderEvent: (event: ProviderEvent) => receiveProviderEvent(deps, event),

    /**
     * The customer cancels: before paying, it is simply cancelled and its checkout closed;
     * within 30 minutes of paying and before payout, the payment is refunded in full.
     */
    async cancel(customerId: string, id: string) {
      await inStep(deps, async (step) => {
        const transfer = await step.transfers.lockOwned(customerId, id);
        if (!transfer) throw new NotFound();
        if (!canCancel(transfer, new Date())) throw new RefusedTransition(whyNot(transfer));
        if (transfer.status === 'awaiting_payment') {
          await step.transfers.move(transfer, 'cancelled', {
            actor: 'customer',
            reason: timelineReasons.cancelledByYou,
          });
          step.changed.add(id);
          await closeOpenCheckout(deps, step, id);
          return;
        }
        await startRefund(deps, step, transfer, {
          actor: 'customer',
          reason: timelineReasons.cancelledRefunding,
          email: true,
        });
      });
    },

    /**
     * Operations: a paid transfer waits for review before it is sent. `audit` (a staff
     * action's record) runs in the same transaction with the transfer before and after.
     */
    async hold(id: string, actor: string, reason: string, audit?: AuditHook) {
      await inStep(deps, async (step) => {
        const transfer = await lockedIn(step, id, ['funds_received'], 'held');
        await putOnHold(deps, step, transfer, { actor, reason });
        await recordChange(step, transfer, audit);
      });
    },

    /** Operations: the review is done; the payout starts. */
    async release(id: string, actor: string, audit?: AuditHook) {
      await inStep(deps, async (step) => {
        const transfer = await lockedIn(step, id, ['on_hold'], 'released');
        await beginPayout(deps, step, transfer, { actor, reason: timelineReasons.released });
        await recordChange(step, transfer, audit);
      });
    },

    /**
     * Compliance cleared what held it: the payout starts unless something else still holds it
     * (a large amount waits for its own release). False when it stays held.
     */
    async releaseIfClear(id: string, actor: string, reason: string) {
      return inStep(deps, async (step) => {
        const transfer = await step.transfers.lock(id);
        if (transfer?.status !== 'on_hold') return false;
        return releaseIfClear(deps, step, transfer, { actor, reason });
      });
    },

    /** Operations: the review refuses it; the money goes back. */
    async refuse(id: string, actor: string, reason: string, audit?: AuditHook) {
      await inStep(deps, async (step) => {
        const transfer = await lockedIn(step, id, ['on_hold'], 'refused');
        await startRefund(deps, step, transfer, { actor, reason, email: true });
        await recordChange(step, transfer, audit);
      });
    },

    /** How many refunds the provider refused and operations have yet to retry (monitoring). */
    refusedRefunds: () => deps.store.read.payments.refusedRefunds(),

    /** Operations: ask the provider again for a refund it refused. */
    retryRefund: (paymentId: string, actor: string, audit?: AuditHook) =>
      retryRefund(deps, paymentId, actor, audit),
  };
}
export type TransferLifecycle = ReturnType<typeof transferLifecycle>;

/**
 * What a staff action's audit record keeps of a transfer: its state and amounts, not its
 * recipient's bank details (the transfer's own record has them; the log need not copy them).
 */
const auditView = (transfer: TransferRow) => ({
  id: transfer.id,
  trackingNumber: transfer.trackingNumber,
  customerId: transfer.customerId,
  status: transfer.status,
  sendMinor: transfer.sendMinor,
  sourceCurrency: transfer.sourceCurrency,
  limitMinor: transfer.limitMinor,
  paidAt: transfer.paidAt,
  updatedAt: transfer.updatedAt,
});

/** Hands a staff action's audit record the transfer as it was and as the step left it. */
async function recordChange(step: Step, before: LockedTransfer, audit: AuditHook | undefined) {
  if (!audit) return;
  const after = await step.transfers.find(before.id);
  await audit(step.tx, { before: auditView(before), after: after && auditView(after) });
}

function whyNot(transfer: TransferRow): string {
  switch (transfer.status) {
    case 'payment_processing':
      return 'Your payment is being confirmed. Try again in a minute.';
    case 'processing':
      return 'The money is already on its way to the recipient, so this transfer can no longer be cancelled.';
    case 'funds_received':
    case 'on_hold':
      return 'More than 30 minutes have passed since you paid, so this transfer can no longer be cancelled. Contact us if something is wrong.';
    default:
      return `This transfer is ${transfer.status.replace('_', ' ')} and cannot be cancelled.`;
  }
}
