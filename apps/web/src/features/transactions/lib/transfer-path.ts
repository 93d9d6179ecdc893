import {
  type PayoutMethod,
  type TimelineEvent,
  type Transfer,
  type TransferStatus,
} from '@homeward/contract';
import { plural, t } from '@lingui/core/macro';
import { byWhen } from '@/lib/delivery';
import { right } from '@/lib/rights';
import { chronological } from './timeline';
import { statusTitle } from '@/lib/status-title';

/**
 * The whole path of a transfer, from the customer setting it up to the money arriving (issue 18,
 * "Screens at Wise's level"): the steps it went through, as the server's timeline records them,
 * then the steps still to come from where it stands, with when to expect them. Expected times
 * come only from the server: its `pay_by` and its one delivery estimate, `available_by`. A
 * transfer held for checks, stopped or being refunded gets no times that could prove false.
 */

export type StepState = 'done' | 'in_progress' | 'upcoming' | 'stopped';

type StepId =
  | 'setup'
  | 'payment'
  | 'checks'
  | 'payout'
  | 'delivery'
  | 'cancelled'
  | 'expired'
  | 'failed'
  | 'refund'
  | 'refunded';

export interface PathStep {
  id: StepId;
  title: string;
  state: StepState;
  /** Where the transfer stands now: marked aria-current="step". */
  current: boolean;
  /** When the step happened; null for steps still to come. */
  at: string | null;
  /** When to expect a step not done yet, in words, with the server's time when there is one. */
  expected: { text: string; at: string | null } | null;
  /** What the step means for this recipient, and the reasons the server recorded. */
  notes: string[];
}

/** Which step of the path each status belongs to. */
const stepOfStatus: Record<TransferStatus, StepId> = {
  awaiting_payment: 'payment',
  payment_processing: 'payment',
  funds_received: 'payment',
  on_hold: 'checks',
  processing: 'payout',
  completed: 'delivery',
  cancelled: 'cancelled',
  expired: 'expired',
  failed: 'failed',
  refund_pending: 'refund',
  refunded: 'refunded',
};

/** How the step of the current status stands: reached and over, under way, or stopped there. */
const stateOfStatus: Record<TransferStatus, StepState> = {
  awaiting_payment: 'in_progress',
  payment_processing: 'in_progress',
  funds_received: 'done',
  on_hold: 'in_progress',
  processing: 'in_progress',
  completed: 'done',
  cancelled: 'stopped',
  expired: 'stopped',
  failed: 'stopped',
  refund_pending: 'in_progress',
  refunded: 'done',
};

const stoppedSteps: readonly StepId[] = ['cancelled', 'expired', 'failed'];

/** Where the money goes, in the payout method's words. */
function payoutNote(method: PayoutMethod, name: string): string {
  if (method === 'cash_pickup') return t`To the cash pickup agent`;
  if (method === 'mobile_wallet') return t`To ${name}’s mobile wallet`;
  return t`To ${name}’s bank`;
}

function deliveryNote(method: PayoutMethod, name: string): string {
  if (method === 'cash_pickup') return t`Ready for ${name} to collect`;
  if (method === 'mobile_wallet') return t`In ${name}’s mobile wallet`;
  return t`In ${name}’s bank account`;
}

/** How long delivery takes once paid: the server's estimate, counted from the set-up. */
function deliveryMinutes(transfer: Transfer): number {
  const minutes = (Date.parse(transfer.available_by) - Date.parse(transfer.created_at)) / 60_000;
  return Math.max(1, Math.round(minutes));
}

/**
 * "Within 26 hours of your payment": the payout method's delivery time before the customer has
 * paid, counted in minutes, hours or days as `deliveryWords` counts it.
 */
function afterPayment(minutes: number): string {
  if (minutes < 60) {
    return plural(minutes, {
      one: 'Within # minute of your payment',
      other: 'Within # minutes of your payment',
    });
  }
  const hours = Math.ceil(minutes / 60);
  if (minutes < 48 * 60) {
    return plural(hours, {
      one: 'Within # hour of your payment',
      other: 'Within # hours of your payment',
    });
  }
  const days = Math.ceil(minutes / (24 * 60));
  return plural(days, {
    one: 'Within # day of your payment',
    other: 'Within # days of your payment',
  });
}

/** The delivery estimate as a promise: "Expected by 10:55 AM today", or honest when late. */
function expectedDelivery(availableBy: string, now: number): PathStep['expected'] {
  const late = new Date(availableBy).getTime() < now;
  const when = byWhen(availableBy, now);
  return {
    text: late ? t`Expected by ${when}: taking longer than usual` : t`Expected by ${when}`,
    at: availableBy,
  };
}

function upcoming(
  id: StepId,
  title: string,
  expected: PathStep['expected'],
  note?: string,
): PathStep {
  return {
    id,
    title,
    state: 'upcoming',
    current: false,
    at: null,
    expected,
    notes: note ? [note] : [],
  };
}

/** The steps still to come after the current status, with when to expect them. */
function stepsToCome(transfer: Transfer, now: number): PathStep[] {
  const { recipient } = transfer;
  const name = recipient.full_name;
  const payout = (text: string) =>
    upcoming(
      'payout',
      statusTitle('processing'),
      { text, at: null },
      payoutNote(recipient.payout_method, name),
    );
  const delivery = (expected: PathStep['expected']) =>
    upcoming(
      'delivery',
      statusTitle('completed'),
      expected,
      deliveryNote(recipient.payout_method, name),
    );
  const refunded = upcoming('refunded', statusTitle('refunded'), {
    text: right('refundTimeFrame'),
    at: null,
  });
  switch (transfer.status) {
    case 'awaiting_payment':
    case 'payment_processing':
      // Not a clock time yet: the customer may pay hours after setting up, and delivery counts
      // from their money, so the set-up time's estimate would soon read as our delay.
      return [
        payout(t`Right after we receive your money`),
        delivery({ text: afterPayment(deliveryMinutes(transfer)), at: null }),
      ];
    case 'funds_received':
      return [payout(t`Starting shortly`), delivery(expectedDelivery(transfer.available_by, now))];
    case 'on_hold':
      // Checks take as long as they take: no time that could prove false.
      return [payout(t`Once our checks are done`), delivery(null)];
    case 'processing':
      return [delivery(expectedDelivery(transfer.available_by, now))];
    case 'failed':
      return [upcoming('refund', statusTitle('refund_pending'), null), refunded];
    case 'refund_pending':
      return [refunded];
    default:
      return [];
  }
}

function payBy(payByAt: string, now: number): string {
  const when = byWhen(payByAt, now);
  return t`Pay by ${when}`;
}

/** The title of a step reached, in the one vocabulary of statuses. */
function titleOf(id: StepId, latest: TransferStatus, isCurrent: boolean): string {
  if (id === 'setup') return t`You set up your transfer`;
  if (id === 'payment' && latest === 'awaiting_payment' && isCurrent)
    return t`Pay for your transfer`;
  return statusTitle(latest);
}

/** The steps the transfer went through, oldest first, one per step however often it returned. */
function stepsReached(transfer: Transfer, now: number): PathStep[] {
  const [first, ...rest] = chronological(transfer.timeline);
  const setup: PathStep = {
    id: 'setup',
    title: titleOf('setup', 'awaiting_payment', false),
    state: 'done',
    current: false,
    at: first?.status === 'awaiting_payment' ? first.at : transfer.created_at,
    expected: null,
    notes: [],
  };
  const events = first && first.status !== 'awaiting_payment' ? [first, ...rest] : rest;
  const byStep = new Map<StepId, TimelineEvent[]>();
  for (const event of events) {
    const id = stepOfStatus[event.status];
    byStep.set(id, [...(byStep.get(id) ?? []), event]);
  }
  const currentId = stepOfStatus[transfer.status];
  if (!byStep.has(currentId)) byStep.set(currentId, []);
  const reached = [...byStep].map(([id, stepEvents]): PathStep => {
    const isCurrent = id === currentId;
    const last = stepEvents.at(-1);
    const latest = isCurrent ? transfer.status : (last?.status ?? transfer.status);
    const reasons = stepEvents.flatMap((event) => (event.reason ? [event.reason] : []));
    // Held now: a neutral word only (the hold panel above gives the server's message); once
    // released, the hold stays in the path with what the customer was told.
    const heldNow = id === 'checks' && isCurrent;
    const { payout_method: method, full_name: name } = transfer.recipient;
    const where =
      id === 'payout'
        ? [payoutNote(method, name)]
        : id === 'delivery'
          ? [deliveryNote(method, name)]
          : [];
    const notes = heldNow ? [t`We are checking your transfer.`] : [...where, ...reasons];
    return {
      id,
      title: titleOf(id, latest, isCurrent),
      state: isCurrent
        ? stateOfStatus[transfer.status]
        : stoppedSteps.includes(id)
          ? 'stopped'
          : 'done',
      current: isCurrent,
      at: last?.at ?? null,
      expected:
        isCurrent && transfer.status === 'awaiting_payment'
          ? { text: payBy(transfer.pay_by, now), at: transfer.pay_by }
          : null,
      // A declined payment's reason matters only until the money arrives.
      notes: id === 'payment' && latest === 'funds_received' ? [] : [...new Set(notes)],
    };
  });
  // The step of the current status comes last, even if it was first reached earlier.
  const current = reached.filter((step) => step.current);
  return [setup, ...reached.filter((step) => !step.current), ...current];
}

/** The whole path of the transfer: what happened, where it stands, and what is still to come. */
export function transferPath(transfer: Transfer, now: number = Date.now()): PathStep[] {
  return [...stepsReached(transfer, now), ...stepsToCome(transfer, now)];
}
