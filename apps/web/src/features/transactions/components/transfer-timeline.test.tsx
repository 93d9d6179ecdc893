import { render, screen, within } from '@/testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { makePaidTransfer, makeTransfer, timelineOf } from '@/testing/transfer-fixtures';
import { TransferTimeline } from './transfer-timeline';

// The fixture transfer: set up at 03:00 on 12 March 2025, expected by 05:00 the next day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-12T03:05:00Z'));
});
afterEach(() => vi.useRealTimers());

const steps = () =>
  within(screen.getByRole('list', { name: 'Transfer progress' })).getAllByRole('listitem');
const titles = () => steps().map((step) => step.querySelector('p')?.textContent);

describe('the transfer’s progress', () => {
  it('paid: an ordered list, past steps with times, the current one marked, the rest expected', () => {
    render(<TransferTimeline transfer={makePaidTransfer()} />);
    expect(screen.getByRole('list', { name: 'Transfer progress' }).tagName).toBe('OL');
    expect(titles()).toEqual([
      'You set up your transfer (done)',
      'Payment received (done, where your transfer is now)',
      'Sending to the recipient (expected, not done yet)',
      'Delivered (expected, not done yet)',
    ]);
    const [setup, paid, sending, delivered] = steps() as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(setup).toHaveTextContent(formatDateTime('2025-03-12T03:00:00.000Z'));
    expect(paid).toHaveAttribute('aria-current', 'step');
    for (const step of [setup, sending, delivered])
      expect(step).not.toHaveAttribute('aria-current');
    expect(sending).toHaveTextContent('Starting shortly');
    expect(sending).toHaveTextContent('To Juan dela Cruz’s bank');
    const expected = within(delivered).getByText('Expected by 5:00 am tomorrow');
    expect(expected.tagName).toBe('TIME');
    expect(expected).toHaveAttribute('dateTime', '2025-03-13T05:00:00.000Z');
  });

  it('waiting for payment: the next step is to pay, by the transfer’s deadline', () => {
    render(<TransferTimeline transfer={makeTransfer()} />);
    const [, pay] = steps() as [HTMLElement, HTMLElement];
    expect(pay).toHaveAttribute('aria-current', 'step');
    expect(pay.querySelector('p')).toHaveTextContent('Pay for your transfer (in progress');
    expect(pay).toHaveTextContent('Pay by 3:00 am tomorrow');
  });

  it('delivered: every step done, the delivery current, nothing expected', () => {
    const transfer = makeTransfer({
      status: 'completed',
      timeline: timelineOf(['awaiting_payment', 'funds_received', 'processing', 'completed']),
    });
    render(<TransferTimeline transfer={transfer} />);
    expect(titles()).toEqual([
      'You set up your transfer (done)',
      'Payment received (done)',
      'Sending to the recipient (done)',
      'Delivered (done, where your transfer is now)',
    ]);
    expect(screen.queryByText(/Expected/)).not.toBeInTheDocument();
  });

  it('held, cancelled or refunded: no expected time on screen', () => {
    const held = makeTransfer({
      status: 'on_hold',
      timeline: timelineOf(['awaiting_payment', 'funds_received', 'on_hold']),
    });
    const { unmount } = render(<TransferTimeline transfer={held} />);
    expect(steps()[2]).toHaveTextContent('We are checking your transfer.');
    expect(screen.queryByText(/Expected by|Pay by/)).not.toBeInTheDocument();
    expect(document.querySelectorAll('time')).toHaveLength(3);
    unmount();

    for (const statuses of [
      ['awaiting_payment', 'cancelled'],
      ['awaiting_payment', 'funds_received', 'refund_pending', 'refunded'],
    ] as const) {
      const transfer = makeTransfer({
        status: statuses.at(-1),
        timeline: timelineOf([...statuses]),
      });
      const view = render(<TransferTimeline transfer={transfer} />);
      expect(screen.queryByText(/Expected by|Pay by/)).not.toBeInTheDocument();
      expect(steps().at(-1)).toHaveAttribute('aria-current', 'step');
      view.unmount();
    }
  });
});
