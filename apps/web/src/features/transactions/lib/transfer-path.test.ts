import type { TransferStatus } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { makePaidTransfer, makeTransfer, priya, timelineOf } from '@/testing/transfer-fixtures';
import { transferPath, type PathStep } from './transfer-path';

// The tests run in UTC with the en-US locale. The fixture transfer was set up at 03:00 on
// 12 March 2025, must be paid by 03:00 the next day and is expected by 05:00 the next day.
const now = Date.parse('2025-03-12T03:05:00Z');

/** Each step as "title | state | current?" with the time it shows, for whole-path comparisons. */
function shape(steps: PathStep[]) {
  return steps.map((step) => ({
    title: step.title,
    state: step.state + (step.current ? ' (current)' : ''),
    at: step.at,
    expected: step.expected?.text ?? null,
  }));
}

const at = (minute: number) => new Date(Date.UTC(2025, 2, 12, 3, minute)).toISOString();
const pathOf = (statuses: TransferStatus[], overrides = {}) =>
  transferPath(
    makeTransfer({ status: statuses.at(-1), timeline: timelineOf(statuses), ...overrides }),
    now,
  );
const futureTimes = (steps: PathStep[]) =>
  steps.filter((step) => step.state === 'upcoming' && step.expected?.at);

describe('the path of a transfer', () => {
  it('waiting for payment: set up, then Pay with its deadline, then sending and delivery expected', () => {
    expect(shape(pathOf(['awaiting_payment']))).toEqual([
      { title: 'You set up your transfer', state: 'done', at: at(0), expected: null },
      {
        title: 'Pay for your transfer',
        state: 'in_progress (current)',
        at: null,
        expected: 'Pay by 3:00 am tomorrow',
      },
      {
        title: 'Sending to the recipient',
        state: 'upcoming',
        at: null,
        expected: 'Right after we receive your money',
      },
      {
        title: 'Delivered',
        state: 'upcoming',
        at: null,
        // Counted from the payment still to come, not a clock time that would soon pass.
        expected: 'Within 26 hours of your payment',
      },
    ]);
  });

  it('payment processing: the payment is the step under way, delivery still expected', () => {
    const steps = pathOf(['awaiting_payment', 'payment_processing']);
    expect(steps.map((step) => step.title)).toEqual([
      'You set up your transfer',
      'Payment processing',
      'Sending to the recipient',
      'Delivered',
    ]);
    expect(steps[1]).toMatchObject({ state: 'in_progress', current: true, at: at(1) });
    expect(steps[3]?.expected).toEqual({ text: 'Within 26 hours of your payment', at: null });
  });

  it('paid: the payment done and current, sending next, delivery by the server’s estimate', () => {
    expect(shape(transferPath(makePaidTransfer(), now))).toEqual([
      { title: 'You set up your transfer', state: 'done', at: at(0), expected: null },
      { title: 'Payment received', state: 'done (current)', at: at(2), expected: null },
      {
        title: 'Sending to the recipient',
        state: 'upcoming',
        at: null,
        expected: 'Starting shortly',
      },
      {
        title: 'Delivered',
        state: 'upcoming',
        at: null,
        expected: 'Expected by 5:00 am tomorrow',
      },
    ]);
  });

  it('sending: past steps with their times, the delivery expected, in the recipient’s words', () => {
    const steps = pathOf(['awaiting_payment', 'funds_received', 'processing']);
    expect(shape(steps).map((step) => step.state)).toEqual([
      'done',
      'done',
      'in_progress (current)',
      'upcoming',
    ]);
    expect(steps[2]).toMatchObject({ at: at(2), notes: ['To Juan dela Cruz’s bank'] });
    expect(steps[3]).toMatchObject({
      title: 'Delivered',
      notes: ['In Juan dela Cruz’s bank account'],
      expected: { text: 'Expected by 5:00 am tomorrow' },
    });
  });

  it('says where the money goes for cash pickup and mobile wallets', () => {
    const cash = pathOf(['awaiting_payment', 'funds_received', 'processing'], {
      recipient: { ...priya, payout_method: 'cash_pickup' },
    });
    expect(cash.slice(2).flatMap((step) => step.notes)).toEqual([
      'To the cash pickup agent',
      'Ready for Priya Sharma to collect',
    ]);
    const wallet = pathOf(['awaiting_payment', 'funds_received', 'processing'], {
      recipient: priya,
    });
    expect(wallet.slice(2).flatMap((step) => step.notes)).toEqual([
      'To Priya Sharma’s mobile wallet',
      'In Priya Sharma’s mobile wallet',
    ]);
  });

  it('delivered: every step done with its time, the last one current, nothing to expect', () => {
    const steps = pathOf(['awaiting_payment', 'funds_received', 'processing', 'completed']);
    expect(shape(steps)).toEqual([
      { title: 'You set up your transfer', state: 'done', at: at(0), expected: null },
      { title: 'Payment received', state: 'done', at: at(1), expected: null },
      { title: 'Sending to the recipient', state: 'done', at: at(2), expected: null },
      { title: 'Delivered', state: 'done (current)', at: at(3), expected: null },
    ]);
  });

  it('a delivery running late says so rather than promising a time already past', () => {
    const late = Date.parse('2025-03-13T06:00:00Z');
    const steps = transferPath(
      makeTransfer({
        status: 'processing',
        timeline: timelineOf(['awaiting_payment', 'funds_received', 'processing']),
      }),
      late,
    );
    expect(steps.at(-1)?.expected?.text).toBe(
      'Expected by Thu, 13 Mar, 5:00 am: taking longer than usual',
    );
  });

  it('held for checks: a neutral word and no times for what follows', () => {
    const timeline = timelineOf(['awaiting_payment', 'funds_received', 'on_hold']).map((event) =>
      event.status === 'on_hold'
        ? { ...event, reason: 'We are checking, as we sometimes do.' }
        : event,
    );
    const steps = transferPath(makeTransfer({ status: 'on_hold', timeline }), now);
    expect(shape(steps)).toEqual([
      { title: 'You set up your transfer', state: 'done', at: at(0), expected: null },
      { title: 'Payment received', state: 'done', at: at(1), expected: null },
      { title: 'On hold', state: 'in_progress (current)', at: at(2), expected: null },
      {
        title: 'Sending to the recipient',
        state: 'upcoming',
        at: null,
        expected: 'Once our checks are done',
      },
      { title: 'Delivered', state: 'upcoming', at: null, expected: null },
    ]);
    expect(steps[2]?.notes).toEqual(['We are checking your transfer.']);
    expect(futureTimes(steps)).toEqual([]);
  });

  it('released after checks: the hold stays in the path as done, with the reason given', () => {
    const timeline = timelineOf(['awaiting_payment', 'funds_received', 'on_hold', 'processing']);
    const steps = transferPath(
      makeTransfer({
        status: 'processing',
        timeline: timeline.map((event) =>
          event.status === 'on_hold'
            ? { ...event, reason: 'We checked the source of funds.' }
            : event,
        ),
      }),
      now,
    );
    expect(steps.map((step) => `${step.title}: ${step.state}`)).toEqual([
      'You set up your transfer: done',
      'Payment received: done',
      'On hold: done',
      'Sending to the recipient: in_progress',
      'Delivered: upcoming',
    ]);
    expect(steps[2]?.notes).toEqual(['We checked the source of funds.']);
  });

  it('cancelled or expired before paying: the path ends there, nothing to come', () => {
    for (const end of ['cancelled', 'expired'] as const) {
      const steps = pathOf(['awaiting_payment', end]);
      expect(shape(steps)).toEqual([
        { title: 'You set up your transfer', state: 'done', at: at(0), expected: null },
        {
          title: end === 'cancelled' ? 'Cancelled' : 'Expired',
          state: 'stopped (current)',
          at: at(1),
          expected: null,
        },
      ]);
    }
  });

  it('a failed payout: stopped there, the refund to come with no date promised', () => {
    const steps = pathOf(['awaiting_payment', 'funds_received', 'processing', 'failed']);
    expect(shape(steps).map(({ title, state }) => `${title}: ${state}`)).toEqual([
      'You set up your transfer: done',
      'Payment received: done',
      'Sending to the recipient: done',
      'Failed: stopped (current)',
      'Refund on its way: upcoming',
      'Refunded: upcoming',
    ]);
    expect(futureTimes(steps)).toEqual([]);
  });

  it('refunding after a cancel: the refund under way, "Refunded" with the time frame only', () => {
    const steps = pathOf(['awaiting_payment', 'funds_received', 'refund_pending']);
    expect(shape(steps).slice(2)).toEqual([
      { title: 'Refund on its way', state: 'in_progress (current)', at: at(2), expected: null },
      {
        title: 'Refunded',
        state: 'upcoming',
        at: null,
        expected: 'Card refunds can take 5 to 10 business days to show on your statement.',
      },
    ]);
    expect(futureTimes(steps)).toEqual([]);
  });

  it('refunded: every step done, the refund last and current, no delivery promised', () => {
    const steps = pathOf(['awaiting_payment', 'cancelled', 'refund_pending', 'refunded']);
    expect(shape(steps).map(({ title, state }) => `${title}: ${state}`)).toEqual([
      'You set up your transfer: done',
      'Cancelled: stopped',
      'Refund on its way: done',
      'Refunded: done (current)',
    ]);
    expect(steps.some((step) => step.title === 'Delivered')).toBe(false);
  });

  it('a declined payment: back to Pay with the bank’s reason, gone once the money arrives', () => {
    const declined = timelineOf(['awaiting_payment', 'payment_processing', 'awaiting_payment']).map(
      (event, index) =>
        index === 2 ? { ...event, reason: 'Your bank declined the payment.' } : event,
    );
    const waiting = transferPath(makeTransfer({ timeline: declined }), now);
    expect(waiting[1]).toMatchObject({
      title: 'Pay for your transfer',
      current: true,
      notes: ['Your bank declined the payment.'],
    });
    const paid = transferPath(
      makePaidTransfer({ timeline: [...declined, ...timelineOf(['funds_received'], at(3))] }),
      now,
    );
    expect(paid[1]).toMatchObject({ title: 'Payment received', at: at(3), notes: [] });
  });
});
