import type { PayoutOrder, PayoutOutcome } from '../payouts/provider';
import type { TransferRow } from '../transfers/repository';
import { inStep, type LifecycleDeps, type Step } from './context';
import { pickupCodeFor, textPickupCode } from './pickup-codes';
import { paidOut } from './journals';
import { noticeToCustomer } from './notices';
import { startRefund } from './refunds';
import { reachesThreshold } from './thresholds';
import { CHECKING_MESSAGE } from '../compliance/screening';
import { timelineReasons } from './reasons';

export const PAYOUT_START_JOB = 'payout.start';
export const PAYOUT_SEND_JOB = 'payout.send';
export const PAYOUT_CHECK_JOB = 'payout.check';

const orderOf = (transfer: TransferRow, payout: { pickupCode: string | null }): PayoutOrder => ({
  transferId: transfer.id,
  trackingNumber: transfer.trackingNumber,
  currency: transfer.destinationCurrency,
  amountMinor: transfer.receiveMinor,
  recipientName: transfer.recipientName,
  details: transfer.recipient.details,
  payoutMethod: transfer.payoutMethod,
  pickupCode: payout.pickupCode,
});

/** Why a paid transfer must wait for a person before it is sent; none means send it. */
async function holdReasons(deps: LifecycleDeps, step: Step, transfer: TransferRow) {
  const reasons: string[] = [];
  if (reachesThreshold(transfer, deps.settings.holdAbove, deps.settings.limitsCurrency)) {
    reasons.push(timelineReasons.largeTransfer);
  }
  if (!(await deps.identityApproved(step.tx, transfer.customerId))) {
    reasons.push(timelineReasons.identityPending);
  }
  if (await step.transfers.customerBlocked(transfer.customerId)) {
    reasons.push(timelineReasons.accountReview);
  }
  if (await deps.stopsPayout(step.tx, transfer)) reasons.push(CHECKING_MESSAGE);
  return reasons;
}

export async function putOnHold(
  deps: LifecycleDeps,
  step: Step,
  transfer: TransferRow,
  why: { actor: string; reason: string },
) {
  const held = await step.transfers.move(transfer, 'on_hold', why);
  step.changed.add(transfer.id);
  await noticeToCustomer(deps, step, held, {
    status: 'on_hold',
    key: `${transfer.id}:on_hold`,
    reason: why.reason,
  });
}

/**
 * A held transfer goes out if nothing holds it any more (a compliance case was cleared): the
 * same checks as at payment, a large amount included, so only what a person released leaves.
 */
export async function releaseIfClear(
  deps: LifecycleDeps,
  step: Step,
  transfer: TransferRow,
  why: { actor: string; reason: string },
) {
  if ((await holdReasons(deps, step, transfer)).length > 0) return false;
  await beginPayout(deps, step, transfer, why);
  return true;
}

/** Just paid: the customer is told, and the payout is scheduled or the transfer held. */
export async function afterPayment(deps: LifecycleDeps, step: Step, paid: TransferRow) {
  await noticeToCustomer(deps, step, paid, { status: 'funds_received', key: `${paid.id}:paid` });
  // Monitored once, as it is paid: a release after a case is cleared does not raise it again.
  await deps.monitor(step.tx, paid);
  const reasons = await holdReasons(deps, step, paid);
  if (reasons.length > 0) {
    await putOnHold(deps, step, paid, { actor: 'compliance', reason: reasons.join(' ') });
    return;
  }
  const startAt = new Date(Date.now() + deps.settings.payoutStartSeconds * 1000);
  await deps.jobs.enqueue(PAYOUT_START_JOB, { transferId: paid.id }, step.tx, startAt);
}

/** The money leaves: processing, and the order goes to the payout partner in a job. */
export async function beginPayout(
  deps: LifecycleDeps,
  step: Step,
  transfer: TransferRow,
  why: { actor: string; reason?: string },
) {
  await step.transfers.move(transfer, 'processing', why);
  step.changed.add(transfer.id);
  await step.payouts.insert({
    transferId: transfer.id,
    provider: deps.payouts.name,
    status: 'pending',
    // Made once, with the payout's one row: a retried send or check job reuses it.
    pickupCode: await pickupCodeFor(step, transfer),
  });
  await deps.jobs.enqueue(PAYOUT_SEND_JOB, { transferId: transfer.id }, step.tx);
}

/** What the partner said, applied to the transfer (each outcome once: the status guards it). */
async function applyOutcome(deps: LifecycleDeps, transferId: string, outcome: PayoutOutcome) {
  await inStep(deps, async (step) => {
    const transfer = await step.transfers.lock(transferId);
    const payout = await step.payouts.find(transferId);
    if (transfer?.status !== 'processing' || payout?.status !== 'pending') return;
    const actor = `payout:${deps.payouts.name}`;
    if (outcome.status === 'pending') {
      await step.payouts.update(payout.id, { reference: outcome.reference });
      const at = new Date(Date.now() + outcome.checkAfterSeconds * 1000);
      await deps.jobs.enqueue(PAYOUT_CHECK_JOB, { transferId }, step.tx, at);
      return;
    }
    step.changed.add(transferId);
    if (outcome.status === 'paid') {
      await step.payouts.update(payout.id, { status: 'paid', reference: outcome.reference });
      const done = await step.transfers.move(transfer, 'completed', { actor });
      await step.ledger.post({ transferId, ...paidOut(done) });
      await noticeToCustomer(deps, step, done, {
        status: 'completed',
        key: `${transferId}:completed`,
      });
      if (payout.pickupCode) await textPickupCode(deps, step, done, payout.pickupCode);
      return;
    }
    await step.payouts.update(payout.id, {
      status: 'failed',
      reference: outcome.reference,
      failureReason: outcome.reason,
    });
    const failed = await step.transfers.move(transfer, 'failed', { actor, reason: outcome.reason });
    await noticeToCustomer(deps, step, failed, {
      status: 'failed',
      key: `${transferId}:failed`,
      reason: outcome.reason,
    });
    await startRefund(deps, step, failed, {
      actor: 'system',
      reason: timelineReasons.refundingFailedPayout,
      email: false,
    });
  });
}

/**
 * The payout jobs. Start: a paid transfer goes out once its cancellation moment has passed,
 * unless something now holds it (the customer was blocked meanwhile). Send and check: the
 * partner's calls, outside any transaction, with the transfer as idempotency key.
 */
export function registerPayoutJobs(deps: LifecycleDeps) {
  deps.jobs.register(PAYOUT_START_JOB, async (payload) => {
    const { transferId } = payload as { transferId: string };
    await inStep(deps, async (step) => {
      const transfer = await step.transfers.lock(transferId);
      if (transfer?.status !== 'funds_received') return;
      if (await step.transfers.customerBlocked(transfer.customerId)) {
        await putOnHold(deps, step, transfer, {
          actor: 'compliance',
          reason: timelineReasons.accountReview,
        });
        return;
      }
      // Screened again as the money is about to leave: a list may have changed since payment.
      if (await deps.stopsPayout(step.tx, transfer)) {
        await putOnHold(deps, step, transfer, { actor: 'compliance', reason: CHECKING_MESSAGE });
        return;
      }
      await beginPayout(deps, step, transfer, { actor: `payout:${deps.payouts.name}` });
    });
  });

  deps.jobs.register(PAYOUT_SEND_JOB, async (payload) => {
    const { transferId } = payload as { transferId: string };
    const transfer = await deps.store.read.transfers.find(transferId);
    const payout = await deps.store.read.payouts.find(transferId);
    if (transfer?.status !== 'processing' || !payout) return;
    const outcome = await deps.payouts.send(orderOf(transfer, payout), `payout:${transferId}`);
    await applyOutcome(deps, transferId, outcome);
  });

  deps.jobs.register(PAYOUT_CHECK_JOB, async (payload) => {
    const { transferId } = payload as { transferId: string };
    const transfer = await deps.store.read.transfers.find(transferId);
    const payout = await deps.store.read.payouts.find(transferId);
    if (transfer?.status !== 'processing' || !payout?.reference) return;
    await applyOutcome(
      deps,
      transferId,
      await deps.payouts.check(orderOf(transfer, payout), payout.reference),
    );
  });
}
